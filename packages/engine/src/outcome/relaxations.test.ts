import { describe, expect, it } from 'vitest';
import { rankSlots } from '../rank-slots.ts';
import { person, rankInput, span } from '../testing/factories.ts';
import type { RankInput, Relaxation } from '../types.ts';

function relaxation<K extends Relaxation['kind']>(
  input: RankInput,
  kind: K,
): Extract<Relaxation, { kind: K }>[] {
  return rankSlots(input).relaxations.filter((r): r is Extract<Relaxation, { kind: K }> => r.kind === kind);
}

describe('relaxations', () => {
  it('counts the slots each required person would free up by becoming optional', () => {
    const participants = [
      person('ana', { busy: [span('2025-03-10T09:00Z', '2025-03-10T17:00Z')] }),
      person('bob', { busy: [span('2025-03-10T09:00Z', '2025-03-10T16:00Z')] }),
      person('cy', { response: 'pending' }),
    ];
    const input = rankInput({ participants });
    expect(relaxation(input, 'make-optional')).toEqual([]);
    const twoPeople = rankInput({ participants: participants.slice(0, 2) });
    const [makeAnaOptional, ...rest] = relaxation(twoPeople, 'make-optional');
    expect(rest).toEqual([]);
    // Without Ana, Bob is free 16:00–17:00: 16:00, 16:15 and 16:30.
    expect(makeAnaOptional).toEqual({
      kind: 'make-optional',
      participantId: 'ana',
      viableSlots: 3,
      message: 'Make Ana optional → 3 times',
    });
    // The count is what ranking with that person optional would find.
    const relaxed = rankSlots({
      ...twoPeople,
      participants: [{ ...participants[0]!, required: false }, participants[1]!],
    });
    expect(relaxed.viableCount).toBe(3);
  });

  it('counts the slots a week more of window would give', () => {
    const input = rankInput({
      participants: [person('ana', { busy: [span('2025-03-10T00:00Z', '2025-03-11T00:00Z')] })],
    });
    const [extend] = relaxation(input, 'extend-window');
    // Tuesday 11 to Monday 17 March: five more working days of 31 slots each.
    expect(extend).toMatchObject({
      days: 7,
      viableSlots: 5 * 31,
      message: 'Extend the window by one week → 155 times',
    });
    const extended = rankSlots({
      ...input,
      window: { start: input.window.start, end: input.window.end + 7 * 86_400_000 },
    });
    expect(extended.viableCount).toBe(extend!.viableSlots);
  });

  it('counts the slots outside working hours would give', () => {
    const participants = [person('ana', { zone: 'Asia/Tokyo' }), person('bob', { zone: 'Europe/London' })];
    const input = rankInput({ participants });
    const [outside] = relaxation(input, 'allow-outside-working-hours');
    expect(outside?.viableSlots).toBe(rankSlots({ ...input, allowOutsideWorkingHours: true }).viableCount);
    expect(outside?.viableSlots).toBe(95);
  });

  it('counts no slots outside the hours of a person who keeps them', () => {
    const participants = [
      person('organizer', { zone: 'Europe/London', keepsWorkingHours: true }),
      person('ana', { zone: 'Asia/Tokyo' }),
    ];
    const input = rankInput({ participants });
    // Ana's day (00:00–08:00 UTC) and the organizer's (09:00–17:00 UTC) never meet, and allowing outside
    // hours frees only Ana: 09:00–16:30 starts, the organizer's day.
    const [outside] = relaxation(input, 'allow-outside-working-hours');
    expect(outside?.viableSlots).toBe(rankSlots({ ...input, allowOutsideWorkingHours: true }).viableCount);
    expect(outside?.viableSlots).toBe(31);
  });

  it('offers the longest shorter duration that fits, with its count', () => {
    const gaps = [
      span('2025-03-10T09:00Z', '2025-03-10T10:00Z'),
      span('2025-03-10T10:45Z', '2025-03-10T17:00Z'),
    ];
    const input = rankInput({ durationMinutes: 60, participants: [person('ana', { busy: gaps })] });
    const [shorter] = relaxation(input, 'shorter-duration');
    expect(shorter).toEqual({
      kind: 'shorter-duration',
      durationMinutes: 45,
      viableSlots: 1,
      message: 'Shorten the meeting to 45 minutes → 1 time',
    });
    expect(rankSlots({ ...input, durationMinutes: 45 }).viableCount).toBe(1);
  });

  it('lists only relaxations that help', () => {
    const participants = [person('ana', { busy: [span('2025-03-01T00:00Z', '2025-04-01T00:00Z')] })];
    expect(rankSlots(rankInput({ participants })).relaxations).toEqual([]);
  });

  it('offers the best pairs of changes when no single change gives a slot', () => {
    // Ana works 09:00–17:00 in London, Bob 09:00–17:00 in Tokyo: never together. Dev has not answered.
    const participants = [
      person('ana', { zone: 'Europe/London' }),
      person('bob', { zone: 'Asia/Tokyo' }),
      person('dev', { response: 'pending' }),
    ];
    const input = rankInput({ participants });
    const result = rankSlots(input);
    expect(result.viableCount).toBe(0);
    expect(result.relaxations[0]).toEqual({
      kind: 'pair',
      changes: [{ kind: 'make-optional', participantId: 'dev' }, { kind: 'allow-outside-working-hours' }],
      viableSlots: 95,
      message: 'Make Dev optional and allow times outside working hours → 95 times',
    });
    // Making two people optional leaves the third alone, with their own working day.
    expect(result.relaxations.slice(1).map((r) => r.message)).toEqual([
      'Make Ana and Dev optional → 31 times',
      'Make Bob and Dev optional → 31 times',
    ]);
    const both = rankSlots({
      ...input,
      allowOutsideWorkingHours: true,
      participants: participants.map((p) => (p.id === 'dev' ? { ...p, required: false } : p)),
    });
    expect(both.viableCount).toBe(95);
  });

  it('offers no pair when one change is enough', () => {
    const participants = [person('ana', { zone: 'Europe/London' }), person('bob', { zone: 'Asia/Tokyo' })];
    const { relaxations } = rankSlots(rankInput({ participants }));
    expect(relaxations.length).toBeGreaterThan(0);
    expect(relaxations.some((r) => r.kind === 'pair')).toBe(false);
  });
});
