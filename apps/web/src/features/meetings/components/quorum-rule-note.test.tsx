import type { QuorumOutcomeDto } from '@overlap/contracts/schemas';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/i18n/catalogue-loader';
import { useLocaleStore } from '@/i18n/locale-store';
import { QuorumRuleNote } from './quorum-rule-note';

const short: QuorumOutcomeDto = {
  rule: { kind: 'at-least', people: 6 },
  mostFree: 4,
  checks: [{ meets: false, free: 4, total: 8, requiredFree: 3, requiredTotal: 3 }],
};

describe('the rule on Choose a time', () => {
  afterEach(() => useLocaleStore.setState({ locale: 'en' }));

  it.each([
    ['en', 'The rule: everyone required can come, and at least 6 people in all.', 'the best has 4 of 8 free'],
    [
      'de',
      'Die Regel: alle erforderlichen Personen können, und mindestens 6 Personen insgesamt.',
      'die beste hat 4 von 8 frei',
    ],
    [
      'fr',
      'La règle : toutes les personnes requises sont disponibles, et au moins 6 personnes en tout.',
      'le meilleur a 4 personnes disponibles sur 8',
    ],
    [
      'es',
      'La regla: pueden todas las personas obligatorias y al menos 6 personas en total.',
      'la mejor tiene 4 de 8 libres',
    ],
  ] as const)('in %s states the rule and why nothing books by itself', async (locale, rule, why) => {
    await Promise.all([loadCatalogue(locale, 'meetings'), loadCatalogue(locale, 'common')]);
    useLocaleStore.setState({ locale });
    const html = renderToString(<QuorumRuleNote quorum={short} autoSchedule />);
    expect(html).toContain(rule);
    expect(html.toLowerCase()).toContain(why.toLowerCase());
  });

  it('says nothing of a shortfall when a time meets the rule', async () => {
    await Promise.all([loadCatalogue('en', 'meetings'), loadCatalogue('en', 'common')]);
    const meets: QuorumOutcomeDto = { ...short, checks: [{ ...short.checks[0]!, meets: true, free: 6 }] };
    const html = renderToString(<QuorumRuleNote quorum={meets} autoSchedule={false} />);
    expect(html).toContain('Auto-schedule is off: you choose the time.');
    expect(html).not.toContain('No time meets the rule yet');
  });
});
