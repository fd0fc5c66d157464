import type { Locale } from '@overlap/contracts';
import { rankSlots } from '@overlap/engine';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@/i18n';
import { fairnessPostTeam, slotB } from '@/i18n/fairness-post-team';
import { loadCatalogue } from '@/i18n/catalogue-loader';
import { useLocaleStore } from '@/i18n/locale-store';
import { slotReasonWords } from './reason-words';

// The post on fairness quotes the reasons a suggestion shows; they must be the words this code shows.
const posts = import.meta.glob<Record<string, string>>('../../../i18n/messages/*/posts.json', {
  eager: true,
  import: 'default',
});
const LOCALES = ['en', 'de', 'fr', 'es'] as const satisfies readonly Locale[];

// The post's slot B: 08:00 in San Francisco on Tuesday 9 June 2026, everyone in its team free.
const team = fairnessPostTeam([slotB]);

beforeAll(() => Promise.all(LOCALES.map((locale) => loadCatalogue(locale, 'reasons'))));
afterEach(() => useLocaleStore.setState({ locale: 'en' }));

describe('the reasons the post on fairness quotes', () => {
  it.each(LOCALES)('are the ones the app shows for slot B, in %s', (locale) => {
    const window = { start: Date.parse('2026-06-09T00:00Z'), end: Date.parse('2026-06-10T00:00Z') };
    const input = { window, now: window.start, durationMinutes: 30, organizer: { zone: 'Europe/London' } };
    const [best] = rankSlots({ ...input, participants: team }).slots;
    expect(best!.start).toBe(slotB.start);
    useLocaleStore.setState({ locale });
    const words = best!.structuredReasons.map((reason) =>
      slotReasonWords(translate('reasons'), reason, 'h23'),
    );
    const text = posts[`../../../i18n/messages/${locale}/posts.json`]!['fairness.order.blocks.2.text'];
    expect(text).toContain(words[0]!);
    expect(text).toContain(words.find((w) => w.startsWith('Priya'))!);
  });
});
