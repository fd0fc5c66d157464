import { describe, expect, it } from 'vitest';
import { acceptLanguageTags, matchLocale } from './locales';

describe('matchLocale', () => {
  it('takes the first supported language, by its primary subtag', () => {
    expect(matchLocale(['it-IT', 'de-AT', 'fr'])).toBe('de');
    expect(matchLocale(['es_419'])).toBe('es');
    expect(matchLocale(['FR-ca'])).toBe('fr');
  });
  it('falls back to English', () => {
    expect(matchLocale([])).toBe('en');
    expect(matchLocale(['ja', 'zh-Hant'])).toBe('en');
  });
});

describe('acceptLanguageTags', () => {
  it('orders by weight, keeping the header order among equals', () => {
    expect(acceptLanguageTags('it;q=0.4, fr-CH, de;q=0.9, *;q=0.1, en;q=0')).toEqual(['fr-CH', 'de', 'it']);
    expect(matchLocale(acceptLanguageTags('it;q=0.4, fr-CH, de;q=0.9'))).toBe('fr');
  });
  it('reads nothing from an absent header', () => {
    expect(acceptLanguageTags(undefined)).toEqual([]);
  });
});
