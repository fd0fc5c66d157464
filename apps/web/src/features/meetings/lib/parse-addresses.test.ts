import { describe, expect, it } from 'vitest';
import { looksLikeSeveralAddresses, parseAddresses } from './parse-addresses';

describe('parseAddresses', () => {
  it('splits on commas, semicolons and new lines, keeps names, drops repeats', () => {
    expect(
      parseAddresses('Ana Lopez <ana@example.com>, ben@example.com;\n"Cy" <cy@example.com>\nBEN@example.com'),
    ).toEqual([
      { email: 'ana@example.com', name: 'Ana Lopez' },
      { email: 'ben@example.com' },
      { email: 'cy@example.com', name: 'Cy' },
    ]);
  });
  it('reads space-separated addresses and ignores other words', () => {
    expect(parseAddresses('ana@example.com and ben@example.com')).toHaveLength(2);
    expect(looksLikeSeveralAddresses('ana@example.com')).toBe(false);
  });
});
