import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalize } from '../intervals/interval-list.ts';
import { normalizedLine } from './series-lines.ts';

describe('normalizedLine', () => {
  it('merges exactly like normalize', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat({ max: 3_000_000_000 }), fc.integer({ min: -5, max: 500 }))),
        (pairs) => {
          const list = pairs.flatMap(([start, length]) => [start, start + length]);
          expect(Array.from(normalizedLine(list))).toEqual(normalize(list));
        },
      ),
    );
  });

  it('falls back for minutes it cannot pack', () => {
    expect(Array.from(normalizedLine([-10, -5, -7, 3, 2 ** 33, 2 ** 33 + 1]))).toEqual([
      -10,
      3,
      2 ** 33,
      2 ** 33 + 1,
    ]);
  });
});
