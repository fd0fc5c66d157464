import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeGrid, overlapFlags } from './grid.ts';

describe('grid', () => {
  it('counts slots that fit, cells that cover, and a week more for the extension', () => {
    const grid = makeGrid(0, 100, 15, 30);
    expect(grid).toMatchObject({ slotCount: 5, cellCount: 7, wholeSteps: 2 });
    expect(grid.extendedSlotCount).toBe(Math.floor((100 + 7 * 1440 - 30) / 15) + 1);
    expect(makeGrid(0, 20, 15, 30).slotCount).toBe(0);
    expect(makeGrid(0, 100, 15, 20).wholeSteps).toBe(0);
  });

  it('flags exactly the positions whose span overlaps an interval', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 90 }),
        fc.array(fc.tuple(fc.integer({ min: -100, max: 400 }), fc.integer({ min: 0, max: 60 })), {
          maxLength: 5,
        }),
        (step, length, pairs) => {
          const list = pairs.flatMap(([start, size]) => [start, start + size]);
          const count = 20;
          const flags = overlapFlags(list, count, 7, step, length);
          for (let k = 0; k < count; k++) {
            const start = 7 + k * step;
            const touched = pairs.some(([a, size]) => size > 0 && a < start + length && a + size > start);
            expect(flags[k]).toBe(touched ? 1 : 0);
          }
        },
      ),
    );
  });
});
