import { beforeAll, describe, expect, it } from 'vitest';
import { translate, useLocaleStore } from '@/i18n';
import { loadCatalogue } from '@/i18n/catalogue-loader';
import { answerCountsText } from './answer-counts-text';

const counts = (participantCount: number, answeredCount: number, declinedCount: number) => ({
  participantCount,
  answeredCount,
  declinedCount,
});

describe('answerCountsText', () => {
  beforeAll(() => Promise.all([loadCatalogue('en', 'meetings'), loadCatalogue('fr', 'meetings')]));

  it('counts a decline apart from the answers', () => {
    const t = translate('meetings');
    expect(answerCountsText(t, counts(4, 3, 1))).toBe('3 answered, 1 declined');
    expect(answerCountsText(t, counts(5, 2, 1))).toBe('2 answered, 1 declined, 2 not answered yet');
  });

  it('uses the same words while nobody declined, as on a series with everyone answered', () => {
    const t = translate('meetings');
    expect(answerCountsText(t, counts(2, 2, 0))).toBe('2 answered');
    expect(answerCountsText(t, counts(4, 2, 0))).toBe('2 answered, 2 not answered yet');
    expect(answerCountsText(t, counts(2, 0, 0))).toBe('2 not answered yet');
    expect(answerCountsText(t, counts(2, 0, 2))).toBe('2 declined');
  });

  it('agrees in number in French', () => {
    useLocaleStore.setState({ locale: 'fr' });
    try {
      expect(answerCountsText(translate('meetings'), counts(4, 2, 1))).toBe(
        '2 ont répondu, 1 a décliné, 1 n’a pas encore répondu',
      );
    } finally {
      useLocaleStore.setState({ locale: 'en' });
    }
  });
});
