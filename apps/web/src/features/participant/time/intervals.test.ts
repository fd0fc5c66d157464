import { describe, expect, it } from 'vitest';
import { coversIntervals, normalizeIntervals, subtractIntervals, unionIntervals } from './intervals';

describe('interval sets', () => {
  it('merge touching and overlapping intervals and drop empty ones', () => {
    expect(
      normalizeIntervals([
        { start: 30, end: 60 },
        { start: 0, end: 30 },
        { start: 100, end: 100 },
        { start: 50, end: 70 },
      ]),
    ).toEqual([{ start: 0, end: 70 }]);
  });

  it('subtract a hole out of the middle', () => {
    expect(subtractIntervals([{ start: 0, end: 100 }], [{ start: 40, end: 60 }])).toEqual([
      { start: 0, end: 40 },
      { start: 60, end: 100 },
    ]);
  });

  it('union keeps separate pieces apart', () => {
    expect(unionIntervals([{ start: 0, end: 10 }], [{ start: 20, end: 30 }])).toHaveLength(2);
  });

  it('cover only when nothing is left over', () => {
    const set = [{ start: 0, end: 60 }];
    expect(coversIntervals(set, [{ start: 10, end: 20 }])).toBe(true);
    expect(coversIntervals(set, [{ start: 50, end: 70 }])).toBe(false);
    expect(coversIntervals(set, [])).toBe(false);
  });
});
