import { describe, expect, it } from 'vitest';
import { answersAcrossSeries } from '../../src/features/meetings/series/series-answers';

describe('answers across a rotation’s series', () => {
  it('declines when any series is declined, is tentative when any is, accepts only when every one is', () => {
    const combined = answersAcrossSeries([
      [
        { email: 'ana@example.com', response: 'accepted' },
        { email: 'ben@example.com', response: 'accepted' },
        { email: 'cy@example.com', response: 'accepted' },
        { email: 'dee@example.com', response: 'accepted' },
      ],
      [
        { email: 'ANA@example.com', response: 'declined' },
        { email: 'ben@example.com', response: 'tentative' },
        { email: 'cy@example.com', response: 'accepted' },
        { email: 'dee@example.com', response: 'needs-action' },
      ],
      [
        { email: 'ana@example.com', response: 'tentative' },
        { email: 'ben@example.com', response: 'accepted' },
        { email: 'cy@example.com', response: 'accepted' },
      ],
    ]);
    expect(Object.fromEntries(combined.map((a) => [a.email, a.response]))).toEqual({
      'ana@example.com': 'declined',
      'ben@example.com': 'tentative',
      'cy@example.com': 'accepted',
      'dee@example.com': 'needs-action',
    });
  });

  it('gives a single event’s answers back as they are', () => {
    const one = [{ email: 'Ana@example.com', response: 'accepted' as const }];
    expect(answersAcrossSeries([one])).toBe(one);
  });
});
