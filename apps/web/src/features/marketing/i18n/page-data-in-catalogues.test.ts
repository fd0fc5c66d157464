import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/i18n/catalogue-loader';
import guide from '@/i18n/messages/en/guide.json';
import { SAMPLE_LEGAL_VALUES } from '../data/legal/legal-values';
import { AUDIENCES, FIRST_MEETING_STEPS } from '../data/get-started';
import { JOURNEY, RANKING_RULES } from '../data/journey';
import { PRIVACY_POLICY } from '../data/legal/privacy-policy';
import { TERMS_OF_SERVICE } from '../data/legal/terms-of-service';
import { SAMPLE_SLOTS } from '../data/sample-slots';
import { proseMessages } from './localize-prose';

describe('English catalogues of the marketing pages', () => {
  it.each([
    ['journey', JOURNEY],
    ['ranking', RANKING_RULES],
    ['slots', SAMPLE_SLOTS],
    ['firstMeeting', FIRST_MEETING_STEPS],
    ['audiences', AUDIENCES],
  ] as const)('keeps guide.%s identical to its data', (prefix, data) => {
    const catalogue: Record<string, string> = guide;
    for (const [path, text] of Object.entries(proseMessages(data))) {
      expect(catalogue[`${prefix}.${path}`], path).toBe(text);
    }
  });

  it.each([
    ['terms', TERMS_OF_SERVICE],
    ['privacy', PRIVACY_POLICY],
  ] as const)(
    'keeps legal.%s identical to its data, the operator’s values filled in',
    async (prefix, doc) => {
      const legal = await loadCatalogue('en', 'legal');
      for (const [path, text] of Object.entries(proseMessages(doc))) {
        expect(legal[`${prefix}.${path}`]?.({ ...SAMPLE_LEGAL_VALUES }), path).toBe(text);
      }
    },
  );
});
