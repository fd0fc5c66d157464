import { describe, expect, it } from 'vitest';
import { rankSlots } from './rank-slots.ts';
import { EVERY_SLOT, person, rankInput, span } from './testing/factories.ts';
import { saturdayOfEveryAnswer } from './testing/saturday-answers.ts';
import { slotAt, startsOf } from './testing/slot-lookup.ts';

const allDay = { available: [span('2025-03-10T00:00Z', '2025-03-11T00:00Z')], ifNeedBe: [] };

describe('rankSlots: ranking order', () => {
  it('puts slots with every required person free before if-need-be ones, and those before unknowns', () => {
    const participants = [
      person('ana', {
        painted: {
          available: [span('2025-03-10T10:00Z', '2025-03-10T10:30Z')],
          ifNeedBe: [span('2025-03-10T09:00Z', '2025-03-10T09:30Z')],
        },
      }),
      person('bob', { painted: allDay }),
    ];
    const result = rankSlots(rankInput({ participants, ...EVERY_SLOT }));
    expect(startsOf(result)).toEqual(['2025-03-10T10:00Z', '2025-03-10T09:00Z']);
    expect(result.slots.map((slot) => slot.breakdown.tier)).toEqual([0, 1]);
  });

  it('prefers more optional people free over fewer', () => {
    const participants = [
      person('ana', { painted: allDay }),
      person('bob', { required: false, busy: [span('2025-03-10T09:00Z', '2025-03-10T12:00Z')] }),
    ];
    const best = rankSlots(rankInput({ participants })).slots[0]!;
    expect(best.breakdown.optionalFree).toBe(1);
    expect(new Date(best.start).toISOString()).toBe('2025-03-10T12:00:00.000Z');
  });

  it('prefers fewer unknown and if-need-be people', () => {
    const participants = [
      person('ana', { painted: allDay }),
      person('bob', { required: false, response: 'pending' }),
      person('cy', {
        required: false,
        painted: { available: [span('2025-03-10T15:00Z', '2025-03-10T16:00Z')], ifNeedBe: allDay.available },
      }),
    ];
    const best = rankSlots(rankInput({ participants })).slots[0]!;
    expect(best.breakdown.unsure).toBe(1);
    expect(new Date(best.start).toISOString()).toBe('2025-03-10T15:00:00.000Z');
  });

  it("minimises the worst-off person's discomfort before the total", () => {
    // Tokyo works 00:00–08:00Z, London 09:00–17:00Z. At 07:00Z both Tokyo people are at work and
    // London is outside hours (worst 2, total 2); at 08:00Z all three are at the edge (worst 1, total 3).
    const participants = [
      person('ana', { zone: 'Asia/Tokyo', painted: allDay }),
      person('aki', { zone: 'Asia/Tokyo', painted: allDay }),
      person('cy', { zone: 'Europe/London', painted: allDay }),
    ];
    const result = rankSlots(rankInput({ participants, ...EVERY_SLOT }));
    expect(startsOf(result)[0]).toBe('2025-03-10T08:00Z');
    expect(result.slots[0]!.breakdown).toMatchObject({ worstDiscomfort: 1, totalDiscomfort: 3 });
    const atSeven = slotAt(result, '2025-03-10T07:00Z')!;
    expect(atSeven.breakdown).toMatchObject({ worstDiscomfort: 2, totalDiscomfort: 2 });
    expect(atSeven.rank).toBeGreaterThan(1);
  });

  it('breaks a tie on the worst-off person with the smallest total discomfort, then the earlier start', () => {
    const participants = [person('ana', { painted: allDay }), person('bob', { painted: allDay })];
    const result = rankSlots(rankInput({ participants, ...EVERY_SLOT }));
    expect(startsOf(result).slice(0, 2)).toEqual(['2025-03-10T09:00Z', '2025-03-10T09:15Z']);
    const totals = result.slots.map((slot) => slot.breakdown.totalDiscomfort);
    expect(totals[0]).toBe(0);
  });

  it('gives scores that fall as the rank rises', () => {
    const participants = [
      person('ana', { zone: 'Asia/Kolkata', painted: allDay }),
      person('bob', {
        zone: 'Europe/Berlin',
        required: false,
        busy: [span('2025-03-10T10:00Z', '2025-03-10T13:00Z')],
      }),
    ];
    const { slots } = rankSlots(rankInput({ participants, ...EVERY_SLOT }));
    for (let i = 1; i < slots.length; i++) {
      expect(slots[i]!.score).toBeLessThanOrEqual(slots[i - 1]!.score);
      expect(slots[i]!.rank).toBe(i + 1);
    }
  });
});

describe('rankSlots: reasons', () => {
  it('says everyone is free within working hours', () => {
    const best = rankSlots(rankInput({ participants: [person('ana'), person('bob')] })).slots[0]!;
    expect(best.reasons).toEqual(['Everyone is free', "Within everyone's working hours"]);
  });

  it('names an uncomfortable local time in the person’s own zone', () => {
    const participants = [
      person('ana', { zone: 'Asia/Tokyo', painted: allDay }),
      person('bob', { painted: allDay }),
    ];
    const result = rankSlots(rankInput({ participants, ...EVERY_SLOT }));
    // 22:30Z on Monday is 07:30 on Tuesday in Tokyo.
    expect(slotAt(result, '2025-03-10T22:30Z')!.reasons).toContain(
      'Ana: 07:30 in Tokyo, before working hours',
    );
    expect(slotAt(result, '2025-03-10T08:30Z')!.reasons).toContain(
      'Ana: 17:30 in Tokyo, after working hours',
    );
    expect(slotAt(result, '2025-03-10T14:00Z')!.reasons).toContain('Ana: 23:00 in Tokyo, at night');
  });

  it('describes day-offs, edges and everyone who is not plainly free', () => {
    const result = rankSlots(saturdayOfEveryAnswer());
    expect(slotAt(result, '2025-03-15T10:00Z')!.reasons).toEqual([
      'All required people are free',
      'Bob has not answered',
      'Cy is busy (optional)',
      'Dee: if need be',
      'Ana: 10:00 in UTC, on a day off',
      // Bob's zone and hours are not known until he answers.
      'Cy: 10:00 in UTC, on a day off',
      'Dee: 10:00 in UTC, on a day off',
    ]);
  });

  it('calls a time within an hour of working hours an edge', () => {
    const participants = [person('ana', { zone: 'America/New_York', painted: allDay })];
    const result = rankSlots(rankInput({ participants, ...EVERY_SLOT }));
    // 12:30Z is 08:30 EDT.
    const person0 = slotAt(result, '2025-03-10T12:30Z')!.people[0]!;
    expect(person0).toMatchObject({
      comfort: 'edge',
      localTime: '08:30',
      localStart: '2025-03-10T08:30-04:00',
    });
    expect(slotAt(result, '2025-03-10T11:30Z')!.people[0]!.comfort).toBe('outside');
    expect(slotAt(result, '2025-03-10T03:00Z')!.people[0]!.comfort).toBe('night');
  });

  it('says everyone is free only when nobody declined or is still to answer', () => {
    const declined = rankSlots(
      rankInput({ participants: [person('ana'), person('bob', { response: 'declined' })] }),
    ).slots[0]!;
    expect(declined.reasons[0]).toBe('Everyone who is coming is free');
    expect(declined.people[1]!.state).toBe('declined');
    expect(declined.reasons.join(' ')).not.toMatch(/busy/);

    const pending = rankSlots(
      rankInput({ participants: [person('ana'), person('bob', { required: false, response: 'pending' })] }),
    ).slots[0]!;
    // Nor is a time within everyone's working hours while someone's hours are unknown.
    expect(pending.reasons).toEqual(['All required people are free', 'Bob has not answered']);

    const busyOptional = rankSlots(
      rankInput({
        participants: [
          person('ana'),
          person('bob', { required: false, busy: [span('2025-03-10T00:00Z', '2025-03-11T00:00Z')] }),
          person('cy', { response: 'declined' }),
        ],
      }),
    ).slots[0]!;
    expect(busyOptional.reasons.slice(0, 2)).toEqual([
      'All required people are free',
      'Bob is busy (optional)',
    ]);
    expect(busyOptional.counts).toEqual({ free: 1, ifNeedBe: 0, busy: 1, unknown: 0, declined: 1 });
  });

  it('gives each person the comfort note the reasons use, declined people in their own zone', () => {
    const participants = [
      person('ana', { zone: 'Asia/Tokyo', painted: allDay }),
      person('bob', { painted: allDay }),
      person('cy', { zone: 'Asia/Kolkata', response: 'declined' }),
    ];
    const result = rankSlots(rankInput({ participants, ...EVERY_SLOT }));
    for (const slot of result.slots) {
      for (const p of slot.people) {
        const reason = slot.reasons.find((r) => r.startsWith(`${p.displayName}: ${p.localTime} in `));
        if (p.comfort === 'working') {
          expect(p.comfortNote).toBe('within working hours');
          expect(reason).toBeUndefined();
        } else if (p.response !== 'declined') {
          expect(reason?.endsWith(`, ${p.comfortNote}`)).toBe(true);
        }
      }
    }
    const late = slotAt(result, '2025-03-10T08:30Z')!;
    expect(late.people[0]).toMatchObject({ comfort: 'edge', comfortNote: 'after working hours' });
    expect(late.reasons).toContain('Ana: 17:30 in Tokyo, after working hours');
    // 08:30Z is 14:00 in Kolkata: Cy declined, but their own local time is shown.
    expect(late.people[2]).toMatchObject({
      state: 'declined',
      localTime: '14:00',
      localStart: '2025-03-10T14:00+05:30',
      comfort: 'working',
      comfortNote: 'within working hours',
    });
    const night = slotAt(result, '2025-03-10T14:00Z')!;
    expect(night.people[0]!.comfortNote).toBe('at night');
  });
});
