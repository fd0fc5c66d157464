import { describe, expect, it } from 'vitest';
import { waitInWords } from './wait-words';

describe('waitInWords', () => {
  it('rounds up to seconds, minutes or hours as the English refusals always have', () => {
    expect([1, 45, 89, 90, 3_599, 5_340, 5_341, 82_800].map((s) => waitInWords(s))).toEqual([
      '1 second',
      '45 seconds',
      '89 seconds',
      '2 minutes',
      '60 minutes',
      '89 minutes',
      '2 hours',
      '23 hours',
    ]);
  });

  it('says it in the reader’s language', () => {
    expect(waitInWords(82_800, 'de')).toBe('23 Stunden');
    expect(waitInWords(600, 'fr')).toBe('10 minutes');
    expect(waitInWords(30, 'es')).toBe('30 segundos');
  });
});
