import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENGINE_LIMITS } from './prepare-input.ts';
import { rankSlots } from '../rank-slots.ts';
import { ScheduleInputError } from '../schedule-input-error.ts';
import { person, rankInput } from '../testing/factories.ts';
import type { RankInput } from '../types.ts';

const DAY_MS = 86_400_000;

function refusal(input: unknown): ScheduleInputError | undefined {
  try {
    rankSlots(input as RankInput);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(ScheduleInputError);
    return error as ScheduleInputError;
  }
}

describe('the engine bounds its input at the edge', () => {
  it('refuses a duration beyond a week, however it is written', () => {
    const error = refusal(rankInput({ durationMinutes: 1e9 }));
    expect(error?.code).toBe('invalid-duration');
    expect(error?.message).toMatch(/^durationMinutes: at most 10080/);
    expect(refusal(rankInput({ durationMinutes: ENGINE_LIMITS.maxDurationMinutes }))).toBeUndefined();
  });

  it('refuses a window longer than a year', () => {
    const start = Date.UTC(2025, 0, 1);
    const error = refusal(
      rankInput({ window: { start, end: start + 367 * DAY_MS }, stepMinutes: 24 * 60, now: start }),
    );
    expect(error?.code).toBe('invalid-window');
    expect(error?.message).toMatch(/at most 366 days/);
  });

  it('refuses missing, empty and malformed participant lists with a clear message', () => {
    expect(refusal(rankInput({ participants: null as never }))).toMatchObject({
      code: 'invalid-participants',
      message: 'participants: expected a list of participants',
    });
    expect(refusal({ ...rankInput(), participants: undefined })).toMatchObject({
      code: 'invalid-participants',
    });
    expect(refusal(rankInput({ participants: [] }))).toMatchObject({
      code: 'no-participants',
      message: 'participants: at least one participant is needed',
    });
    const many = Array.from({ length: ENGINE_LIMITS.maxParticipants + 1 }, (_, i) => person(`p${i}`));
    expect(refusal(rankInput({ participants: many }))?.code).toBe('invalid-participants');
    const shapes: [unknown, RegExp][] = [
      [null, /^participants\[0\]: expected an object/],
      [{ ...person('ana'), id: 7 }, /^participants\[0\]\.id/],
      [{ ...person('ana'), required: 'yes' }, /^participants\[0\]\.required/],
      [{ ...person('ana'), response: 'maybe' }, /^participants\[0\]\.response/],
      [{ ...person('ana'), busy: 'all day' }, /^participants\[0\]\.busy/],
      [{ ...person('ana'), painted: { available: [] } }, /^participants\[0\]\.painted/],
    ];
    for (const [participant, message] of shapes) {
      const error = refusal(rankInput({ participants: [participant as never] }));
      expect(error?.code).toBe('invalid-participants');
      expect(error?.message).toMatch(message);
    }
  });

  it('answers or refuses with ScheduleInputError for any duration, never anything else', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer(), fc.double(), fc.constantFrom(1e9, Number.MAX_SAFE_INTEGER, -0, Infinity)),
        (durationMinutes) => {
          const error = refusal(rankInput({ durationMinutes }));
          const acceptable =
            Number.isInteger(durationMinutes) &&
            durationMinutes > 0 &&
            durationMinutes <= ENGINE_LIMITS.maxDurationMinutes;
          expect(error === undefined).toBe(acceptable);
        },
      ),
      { numRuns: 200 },
    );
  });
});
