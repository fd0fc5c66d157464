import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankSlots } from '../rank-slots.ts';
import { rankInputArb } from '../testing/arbitraries.ts';
import type { RankInput } from '../types.ts';

const viable = (input: RankInput) => rankSlots({ ...input, limit: 0 }).viableCount;

describe('relaxation counts', () => {
  it('equal what ranking finds with that one change made', () => {
    fc.assert(
      fc.property(rankInputArb, (input) => {
        const result = rankSlots(input);
        if (result.viableCount > 0) return;
        for (const relaxation of result.relaxations) {
          let changed: RankInput;
          if (relaxation.kind === 'make-optional') {
            changed = {
              ...input,
              participants: input.participants.map((p) =>
                p.id === relaxation.participantId ? { ...p, required: false } : p,
              ),
            };
          } else if (relaxation.kind === 'extend-window') {
            changed = {
              ...input,
              window: { ...input.window, end: input.window.end + relaxation.days * 86_400_000 },
            };
          } else if (relaxation.kind === 'allow-outside-working-hours') {
            changed = { ...input, allowOutsideWorkingHours: true };
          } else {
            changed = { ...input, durationMinutes: relaxation.durationMinutes };
            const step = input.stepMinutes ?? 15;
            for (
              let longer = relaxation.durationMinutes + step;
              longer < input.durationMinutes;
              longer += step
            ) {
              expect(viable({ ...input, durationMinutes: longer })).toBe(0);
            }
          }
          expect(viable(changed)).toBe(relaxation.viableSlots);
          expect(relaxation.viableSlots).toBeGreaterThan(0);
        }
        const kinds = new Set(result.relaxations.map((r) => r.kind));
        if (!kinds.has('allow-outside-working-hours') && !input.allowOutsideWorkingHours) {
          expect(viable({ ...input, allowOutsideWorkingHours: true })).toBe(0);
        }
        if (!kinds.has('extend-window')) {
          expect(
            viable({ ...input, window: { ...input.window, end: input.window.end + 7 * 86_400_000 } }),
          ).toBe(0);
        }
      }),
      { numRuns: 150 },
    );
  });
});
