import { describe, expect, it } from 'vitest';
import { evaluateSeriesSlot, rankSeries } from './rank-series.ts';
import { seriesReasonText } from './reason-text.ts';
import { guest, berlinSpring } from '../testing/rank-series-fixtures.ts';

describe('rankSeries: Berlin and New York across the March weeks when their calendars differ', () => {
  it('says when the New York local time moves, with dates', () => {
    const [slot] = rankSeries(berlinSpring()).slots;
    expect(slot!.slot).toEqual({ weekday: 1, time: '15:00' });
    expect(slot!.occurrences.map((o) => o.date)).toEqual([
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
      '2026-03-23',
      '2026-03-30',
      '2026-04-06',
    ]);
    const ana = slot!.people[1]!;
    expect(ana.localTimes).toEqual(['09:00', '10:00', '10:00', '10:00', '09:00', '09:00']);
    expect(ana.usualLocalTime).toBe('09:00');
    expect(slot!.reasons.map(seriesReasonText)).toEqual([
      'Everyone can make all 6 occurrences',
      'From 9 Mar to 23 Mar this is 10:00 for Ana instead of 09:00',
    ]);
    expect(slot!.occurrences[1]!.start).toBe(Date.parse('2026-03-09T14:00Z'));
    expect(slot!.occurrences[4]!.start).toBe(Date.parse('2026-03-30T13:00Z'));
  });

  it('reads the autumn week the same way, and a single date as "On"', () => {
    const slot = evaluateSeriesSlot(
      berlinSpring({ recurrence: { frequency: 'weekly', startDate: '2026-10-19', count: 3 } }),
      { weekday: 1, time: '15:00' },
    );
    expect(slot.people[1]!.localTimes).toEqual(['09:00', '10:00', '09:00']);
    expect(slot.reasons.map(seriesReasonText)).toContain('On 26 Oct this is 10:00 for Ana instead of 09:00');
  });

  it('when every slot misses every date, puts first the one fewer people miss', () => {
    // Mondays and Tuesdays at 15:00 Berlin: Ben is busy every Monday and Tuesday hour; Ana only on Mondays.
    const weeks = [0, 1, 2, 3, 4, 5].map((w) => Date.parse('2026-03-02T00:00Z') + w * 7 * 86_400_000);
    const mondays = weeks.map((start) => ({ start, end: start + 86_400_000 }));
    const mondaysAndTuesdays = weeks.map((start) => ({ start, end: start + 2 * 86_400_000 }));
    const result = rankSeries(
      berlinSpring({
        organizer: {
          zone: 'Europe/Berlin',
          allowedWeekdays: [1, 2],
          allowedHours: [{ start: '15:00', end: '16:00' }],
        },
        participants: [
          guest('ben', 'Europe/Berlin', { busy: mondaysAndTuesdays }),
          guest('ana', 'America/New_York', { busy: mondays }),
        ],
      }),
    );
    expect(result.slots.map((slot) => slot.missedCount)).toEqual([6, 6]);
    expect(result.slots.map((slot) => slot.slot.weekday)).toEqual([2, 1]);
  });

  it('names the occurrences someone cannot make, and counts the rest for everyone', () => {
    const busy = [{ start: Date.parse('2026-03-16T13:30Z'), end: Date.parse('2026-03-16T14:15Z') }];
    const [slot] = rankSeries(
      berlinSpring({
        participants: [guest('ben', 'Europe/Berlin'), guest('ana', 'America/New_York', { busy })],
      }),
    ).slots;
    expect(slot!.everyoneCount).toBe(5);
    expect(slot!.people[1]!.states).toBe('ffbfff');
    expect(slot!.people[1]!.canMake).toBe(5);
    expect(slot!.conflicts).toEqual([{ occurrence: 2, date: '2026-03-16', participantIds: ['ana'] }]);
    expect(slot!.reasons.map(seriesReasonText).slice(0, 2)).toEqual([
      'Everyone can make 5 of 6 occurrences',
      'Ana cannot make 16 Mar',
    ]);
  });

  it('skips occurrences (EXDATE) and shows the result, keeping each occurrence its index', () => {
    const busy = [{ start: Date.parse('2026-03-16T13:30Z'), end: Date.parse('2026-03-16T14:15Z') }];
    const input = berlinSpring({
      recurrence: { frequency: 'weekly', startDate: '2026-03-02', count: 6, skip: ['2026-03-16'] },
      participants: [guest('ben', 'Europe/Berlin'), guest('ana', 'America/New_York', { busy })],
    });
    const slot = evaluateSeriesSlot(input, { weekday: 1, time: '15:00' });
    expect(slot.occurrences.map((o) => o.index)).toEqual([0, 1, 3, 4, 5]);
    expect(slot.everyoneCount).toBe(5);
    expect(slot.conflicts).toEqual([]);
    expect(slot.reasons.map(seriesReasonText)[0]).toBe('Everyone can make all 5 occurrences');
  });

  it('lifts a slot to the top when the one occurrence Ana cannot make is skipped', () => {
    // Monday 15:00 Berlin is Ana's 09:00 (10:00 for three weeks); Ben is busy every Tuesday afternoon
    // until 16:00 UTC and every Monday evening, so Tuesday's only time for both is 18:00, after Ben's
    // working day.
    const busy = [{ start: Date.parse('2026-03-16T13:30Z'), end: Date.parse('2026-03-16T14:15Z') }];
    const tuesdays = ['03', '10', '17', '24', '31'].map((day) => `2026-03-${day}`).concat('2026-04-07');
    const mondays = ['02', '09', '16', '23', '30'].map((day) => `2026-03-${day}`).concat('2026-04-06');
    const benBusy = [
      ...tuesdays.map((date) => ({ start: Date.parse(`${date}T12:00Z`), end: Date.parse(`${date}T16:00Z`) })),
      ...mondays.map((date) => ({ start: Date.parse(`${date}T16:00Z`), end: Date.parse(`${date}T20:00Z`) })),
    ];
    const input = (skip: string[]) =>
      berlinSpring({
        recurrence: { frequency: 'weekly', startDate: '2026-03-02', count: 6, skip },
        organizer: {
          zone: 'Europe/Berlin',
          allowedWeekdays: [1, 2],
          allowedHours: [
            { start: '15:00', end: '16:00' },
            { start: '18:00', end: '19:00' },
          ],
        },
        stepMinutes: 60,
        allowOutsideWorkingHours: true,
        participants: [
          guest('ben', 'Europe/Berlin', { busy: benBusy }),
          guest('ana', 'America/New_York', { busy }),
        ],
      });
    const before = rankSeries(input([]));
    expect(before.slots[0]!.slot).toEqual({ weekday: 2, time: '18:00' });
    expect(before.slots[0]!.missedCount).toBe(0);
    expect(before.slots[0]!.worstPersonDiscomfort).toBeGreaterThan(0);
    const monday = before.slots.find((s) => s.slot.weekday === 1 && s.slot.time === '15:00')!;
    expect(monday.missedCount).toBe(1);
    expect(monday.rank).toBeGreaterThan(1);

    const after = rankSeries(input(['2026-03-16']));
    const top = after.slots[0]!;
    expect(top.slot).toEqual({ weekday: 1, time: '15:00' });
    expect(top.missedCount).toBe(0);
    expect(top.everyoneCount).toBe(5);
    expect(top.worstPersonDiscomfort).toBe(0);
    // Tuesday 18:00 still has all six for everyone, yet ranks below: it is later for Ben.
    const tuesday = after.slots.find((s) => s.slot.weekday === 2 && s.slot.time === '18:00')!;
    expect(tuesday.everyoneCount).toBe(6);
    expect(tuesday.rank).toBe(2);
  });

  it('ranks by occurrences everyone can make before comfort', () => {
    const busy = [{ start: Date.parse('2026-03-02T08:00Z'), end: Date.parse('2026-03-02T09:00Z') }];
    const result = rankSeries(
      berlinSpring({
        organizer: { zone: 'Europe/Berlin', allowedWeekdays: [1] },
        stepMinutes: 60,
        participants: [guest('ben', 'Europe/Berlin', { busy }), guest('ana', 'Europe/Berlin')],
      }),
    );
    // 09:00 Berlin (08:00 UTC) is within working hours but Ben is busy once; 10:00 is free every week.
    expect(result.slots[0]!.slot).toEqual({ weekday: 1, time: '10:00' });
    expect(result.slots[0]!.everyoneCount).toBe(6);
    expect(result.candidateCount).toBe(24);
    const nine = result.slots.find((s) => s.slot.time === '09:00');
    expect(nine === undefined || nine.rank > 1).toBe(true);
  });
});
