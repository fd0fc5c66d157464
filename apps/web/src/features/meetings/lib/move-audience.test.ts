import { describe, expect, it } from 'vitest';
import { joinNames, moveAudience } from './move-audience';

const person = (name: string | null, email: string, status: 'invited' | 'responded' | 'declined') =>
  ({ name, email, status }) as never;

describe('moveAudience', () => {
  it('names everyone still coming, by name or else address, and leaves out who declined the request', () => {
    const meeting = {
      participants: [
        person('Ana', 'ana@example.com', 'responded'),
        person(null, 'ben@example.com', 'invited'),
        person('Cy', 'cy@example.com', 'declined'),
      ],
    };
    expect(moveAudience(meeting)).toEqual(['Ana', 'ben@example.com']);
  });
});

describe('joinNames', () => {
  it('reads like a sentence', () => {
    expect(joinNames([])).toBe('');
    expect(joinNames(['Ana'])).toBe('Ana');
    expect(joinNames(['Ana', 'Ben'])).toBe('Ana and Ben');
    expect(joinNames(['Ana', 'Ben', 'Cy'])).toBe('Ana, Ben and Cy');
  });
});
