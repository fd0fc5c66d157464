import { describe, expect, it } from 'vitest';
import { rankSlots } from './rank-slots.ts';
import { EVERY_SLOT, at, person, rankInput, span } from './testing/factories.ts';
import { slotAt, startsOf, stateAt } from './testing/slot-lookup.ts';

describe('rankSlots: who is free when', () => {
  it('gives a calendar-only participant Mon–Fri 09:00–17:00 local by default', () => {
    const result = rankSlots(
      rankInput({ participants: [person('ana', { zone: 'Asia/Tokyo' })], ...EVERY_SLOT }),
    );
    const starts = startsOf(result).sort();
    // 09:00 JST is 00:00Z; the last 30-minute slot starts 16:30 JST, 07:30Z.
    expect(starts[0]).toBe('2025-03-10T00:00Z');
    expect(starts[starts.length - 1]).toBe('2025-03-10T07:30Z');
    expect(starts).toHaveLength(31);
  });

  it('honours configured working hours, several ranges a day', () => {
    const workingHours = [
      { weekday: 1 as const, start: '08:00', end: '10:00' },
      { weekday: 1 as const, start: '14:00', end: '15:00' },
    ];
    const result = rankSlots(rankInput({ participants: [person('ana', { workingHours })], ...EVERY_SLOT }));
    expect(startsOf(result).sort()).toEqual([
      '2025-03-10T08:00Z',
      '2025-03-10T08:15Z',
      '2025-03-10T08:30Z',
      '2025-03-10T08:45Z',
      '2025-03-10T09:00Z',
      '2025-03-10T09:15Z',
      '2025-03-10T09:30Z',
      '2025-03-10T14:00Z',
      '2025-03-10T14:15Z',
      '2025-03-10T14:30Z',
    ]);
  });

  it('makes a calendar participant busy wherever a busy interval touches the slot', () => {
    const busy = [span('2025-03-10T10:10Z', '2025-03-10T10:20Z')];
    const result = rankSlots(rankInput({ participants: [person('ana', { busy })], ...EVERY_SLOT }));
    expect(stateAt(result, '2025-03-10T09:30Z', 'ana')).toBe('free');
    expect(stateAt(result, '2025-03-10T09:45Z', 'ana')).toBe('absent');
    expect(stateAt(result, '2025-03-10T10:00Z', 'ana')).toBe('absent');
    expect(stateAt(result, '2025-03-10T10:15Z', 'ana')).toBe('absent');
    expect(stateAt(result, '2025-03-10T10:30Z', 'ana')).toBe('free');
  });

  it('treats a busy interval ending exactly at the slot start as not overlapping', () => {
    const busy = [span('2025-03-10T09:00Z', '2025-03-10T10:00Z')];
    const result = rankSlots(rankInput({ participants: [person('ana', { busy })], ...EVERY_SLOT }));
    expect(stateAt(result, '2025-03-10T10:00Z', 'ana')).toBe('free');
    expect(stateAt(result, '2025-03-10T09:45Z', 'ana')).toBe('absent');
  });

  it('counts tentative time as if-need-be', () => {
    const tentative = [span('2025-03-10T12:00Z', '2025-03-10T12:30Z')];
    const result = rankSlots(rankInput({ participants: [person('ana', { tentative })], ...EVERY_SLOT }));
    expect(stateAt(result, '2025-03-10T12:00Z', 'ana')).toBe('if-need-be');
    expect(stateAt(result, '2025-03-10T11:45Z', 'ana')).toBe('if-need-be');
    expect(stateAt(result, '2025-03-10T12:30Z', 'ana')).toBe('free');
  });

  it('makes a painter free only where marked, at any hour, and if-need-be where so marked', () => {
    const painted = {
      available: [span('2025-03-10T06:00Z', '2025-03-10T07:00Z')],
      ifNeedBe: [span('2025-03-10T07:00Z', '2025-03-10T07:30Z')],
    };
    const result = rankSlots(rankInput({ participants: [person('ana', { painted })], ...EVERY_SLOT }));
    expect(startsOf(result).sort()).toEqual([
      '2025-03-10T06:00Z',
      '2025-03-10T06:15Z',
      '2025-03-10T06:30Z',
      '2025-03-10T06:45Z',
      '2025-03-10T07:00Z',
    ]);
    expect(stateAt(result, '2025-03-10T06:30Z', 'ana')).toBe('free');
    expect(stateAt(result, '2025-03-10T06:45Z', 'ana')).toBe('if-need-be');
    expect(stateAt(result, '2025-03-10T07:00Z', 'ana')).toBe('if-need-be');
  });

  it('combines painting with a calendar: painted time minus busy, tentative weakened', () => {
    const painted = { available: [span('2025-03-10T09:00Z', '2025-03-10T11:00Z')], ifNeedBe: [] };
    const busy = [span('2025-03-10T09:30Z', '2025-03-10T10:00Z')];
    const tentative = [span('2025-03-10T10:30Z', '2025-03-10T11:00Z')];
    const result = rankSlots(
      rankInput({ participants: [person('ana', { painted, busy, tentative })], ...EVERY_SLOT }),
    );
    expect(startsOf(result).sort()).toEqual([
      '2025-03-10T09:00Z',
      '2025-03-10T10:00Z',
      '2025-03-10T10:15Z',
      '2025-03-10T10:30Z',
    ]);
    expect(stateAt(result, '2025-03-10T10:00Z', 'ana')).toBe('free');
    expect(stateAt(result, '2025-03-10T10:15Z', 'ana')).toBe('if-need-be');
  });

  it('never lets an optional participant block a slot', () => {
    const busy = [span('2025-03-10T00:00Z', '2025-03-11T00:00Z')];
    const participants = [person('ana'), person('bob', { required: false, busy })];
    const result = rankSlots(rankInput({ participants, ...EVERY_SLOT }));
    expect(result.slots).toHaveLength(31);
    expect(stateAt(result, '2025-03-10T09:00Z', 'bob')).toBe('busy');
  });

  it('shows a participant who has not answered as unknown everywhere', () => {
    const participants = [
      person('ana'),
      person('bob', { response: 'pending', busy: [span('2025-03-10T09:00Z', '2025-03-10T17:00Z')] }),
    ];
    const result = rankSlots(rankInput({ participants, ...EVERY_SLOT }));
    expect(result.slots).toHaveLength(31);
    expect(result.slots.every((slot) => slot.people[1]!.state === 'unknown')).toBe(true);
    expect(result.viableCount).toBe(0);
    // Their hours are not known yet, so no time is said to be within everyone's working hours.
    expect(result.slots[0]!.reasons).toEqual(['Bob has not answered']);
  });

  it('lets a declined participant neither block nor count towards fairness', () => {
    const participants = [person('ana'), person('bob', { response: 'declined', zone: 'Asia/Tokyo' })];
    const result = rankSlots(rankInput({ participants, ...EVERY_SLOT }));
    expect(result.viableCount).toBe(31);
    const best = result.slots[0]!;
    // Declined, not busy, with the local time in their own zone (09:00Z is 18:00 in Tokyo).
    expect(best.people[1]).toMatchObject({
      state: 'declined',
      response: 'declined',
      localTime: '18:00',
      localStart: '2025-03-10T18:00+09:00',
      comfortNote: 'after working hours',
    });
    expect(best.counts).toEqual({ free: 1, ifNeedBe: 0, busy: 0, unknown: 0, declined: 1 });
    expect(best.breakdown.worstDiscomfort).toBe(0);
    expect(best.reasons).toEqual(['Everyone who is coming is free', "Within everyone's working hours"]);
  });

  it('starts no slot before now', () => {
    const result = rankSlots(rankInput({ now: at('2025-03-10T12:05Z'), ...EVERY_SLOT }));
    expect(startsOf(result).sort()[0]).toBe('2025-03-10T12:15Z');
  });

  it('keeps every slot inside the window, on the grid counted from its start', () => {
    const window = span('2025-03-10T09:10Z', '2025-03-10T10:20Z');
    const result = rankSlots(rankInput({ window, now: window.start, ...EVERY_SLOT }));
    expect(startsOf(result).sort()).toEqual(['2025-03-10T09:10Z', '2025-03-10T09:25Z', '2025-03-10T09:40Z']);
  });

  it('follows a custom step', () => {
    const result = rankSlots(rankInput({ stepMinutes: 60, ...EVERY_SLOT }));
    expect(startsOf(result)).toHaveLength(8);
    expect(result.heatMap.slotCount).toBe(24);
    expect(result.heatMap.people[0]!.states).toHaveLength(6); // four slots a byte
  });

  it("applies the organizer's allowed days and hours in the organizer's zone", () => {
    const window = span('2025-03-10T00:00Z', '2025-03-17T00:00Z');
    const organizer = {
      zone: 'America/New_York',
      allowedWeekdays: [2 as const],
      allowedHours: [{ start: '09:00', end: '11:00' }],
    };
    const participants = [person('ana', { zone: 'America/New_York' })];
    const result = rankSlots(
      rankInput({ window, now: window.start, organizer, participants, ...EVERY_SLOT }),
    );
    // Tuesday 2025-03-11, 09:00–11:00 EDT = 13:00–15:00Z.
    expect(startsOf(result).sort()).toEqual([
      '2025-03-11T13:00Z',
      '2025-03-11T13:15Z',
      '2025-03-11T13:30Z',
      '2025-03-11T13:45Z',
      '2025-03-11T14:00Z',
      '2025-03-11T14:15Z',
      '2025-03-11T14:30Z',
    ]);
  });

  it('counts calendar-only people free outside working hours when allowed', () => {
    const result = rankSlots(rankInput({ allowOutsideWorkingHours: true, ...EVERY_SLOT }));
    expect(result.slots).toHaveLength(95);
    expect(slotAt(result, '2025-03-10T23:00Z')?.people[0]).toMatchObject({ state: 'free', comfort: 'night' });
  });

  it("keeps the organizer's own working hours when times outside them are allowed", () => {
    const participants = [
      person('organizer', { zone: 'Europe/London', keepsWorkingHours: true }),
      person('ana', { zone: 'Asia/Tokyo' }),
    ];
    const result = rankSlots(rankInput({ participants, allowOutsideWorkingHours: true, ...EVERY_SLOT }));
    // 01:00 in London is night for the organizer: no slot there, though Ana is now free at 10:00 JST.
    expect(slotAt(result, '2025-03-10T01:00Z')).toBeUndefined();
    expect(startsOf(result).sort()).toEqual(
      startsOf(rankSlots(rankInput({ participants: [participants[0]!], ...EVERY_SLOT }))).sort(),
    );
  });
});
