import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@/i18n';
import { loadCatalogue } from '@/i18n/catalogue-loader';
import { useLocaleStore } from '@/i18n/locale-store';
import { afterAnswersWords } from './auto-schedule-words';

const LOCALES = ['en', 'de', 'fr', 'es'] as const;
const single = {
  autoSchedule: true,
  deadline: null,
  quorumRule: { kind: 'everyone-required' as const },
  recurrence: null,
};
const words = (meeting: Parameters<typeof afterAnswersWords>[2]) =>
  afterAnswersWords(translate('meetings'), translate('common'), meeting);

describe('what the confirmation says happens once people have answered', () => {
  beforeAll(() =>
    Promise.all(LOCALES.flatMap((l) => [loadCatalogue(l, 'meetings'), loadCatalogue(l, 'common')])),
  );
  afterEach(() => useLocaleStore.setState({ locale: 'en' }));

  it('never promises a booking: it says what happens when no time qualifies', () => {
    expect(words({ ...single, autoSchedule: false })).toBe(
      'When every required person has answered, you are told and pick the time.',
    );
    expect(words(single)).toBe(
      'When every required person has answered, Overlap books the best time all of them can make. If there is none, you are told and choose yourself.',
    );
    expect(words({ ...single, deadline: '2026-12-01T17:00:00.000Z' })).toContain(
      'When every required person has answered, or when the answer deadline passes, Overlap books',
    );
  });

  it('names the rule it books on, which waits for everyone', () => {
    expect(words({ ...single, quorumRule: { kind: 'required-plus', others: 2 } })).toBe(
      'When everyone has answered, Overlap books the best time that meets your rule (everyone required can come, and at least 2 of the others). If no time does, you are told what would help.',
    );
  });

  it('a series books a weekly time only when it suits every required person on every date', () => {
    const series = { ...single, recurrence: { frequency: 'weekly', count: 8 } } as never;
    expect(words(series)).toBe(
      'When every required person has answered, Overlap books the weekly time that suits all of them on every date. If there is none, you are told and choose yourself.',
    );
  });

  it('reads as a sentence in every language, with the rule in it', () => {
    for (const locale of LOCALES) {
      useLocaleStore.setState({ locale });
      const text = words({ ...single, deadline: 'x', quorumRule: { kind: 'at-least', people: 3 } });
      expect(text, locale).toMatch(/3/);
      expect(text, locale).not.toMatch(/[{}]|confirm\./);
    }
  });
});
