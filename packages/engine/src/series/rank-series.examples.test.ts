import { describe, expect, it } from 'vitest';
import { ScheduleInputError } from '../schedule-input-error.ts';
import { evaluateSeriesSlot, rankSeries } from './rank-series.ts';
import { seriesReasonText } from './reason-text.ts';
import type { SeriesInput, SeriesParticipantInput } from './series-types.ts';

function guest(
  id: string,
  zone: string,
  overrides: Partial<SeriesParticipantInput> = {},
): SeriesParticipantInput {
  return {
    id,
    displayName: id.charAt(0).toUpperCase() + id.slice(1),
    zone,
    required: true,
    response: 'answered',
    ...overrides,
  };
}

/** Mondays in Berlin from 2 March 2026: the US changes on 8 March, the EU on 29 March. */
function berlinSpring(overrides: Partial<SeriesInput> = {}): SeriesInput {
  return {
    recurrence: { frequency: 'weekly', startDate: '2026-03-02', count: 6 },
    durationMinutes: 60,
    organizer: {
      zone: 'Europe/Berlin',
      allowedWeekdays: [1],
      allowedHours: [{ start: '15:00', end: '16:00' }],
    },
    participants: [guest('ben', 'Europe/Berlin'), guest('ana', 'America/New_York')],
    ...overrides,
  };
}

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

describe('rankSeries: Lord Howe and Sydney, where the southern autumn change meets the EU spring one', () => {
  it('follows Lord Howe’s 30-minute shift and Sydney’s hour, occurrence by occurrence', () => {
    const slot = evaluateSeriesSlot(
      berlinSpring({
        recurrence: { frequency: 'weekly', startDate: '2026-03-23', count: 3 },
        participants: [guest('lou', 'Australia/Lord_Howe'), guest('syd', 'Australia/Sydney')],
      }),
      { weekday: 1, time: '09:00' },
    );
    expect(slot.occurrences.map((o) => new Date(o.start).toISOString())).toEqual([
      '2026-03-23T08:00:00.000Z',
      '2026-03-30T07:00:00.000Z',
      '2026-04-06T07:00:00.000Z',
    ]);
    expect(slot.people[0]!.localTimes).toEqual(['19:00', '18:00', '17:30']);
    expect(slot.people[1]!.localTimes).toEqual(['19:00', '18:00', '17:00']);
    expect(slot.people[1]!.worst).toEqual({
      date: '2026-03-23',
      localTime: '19:00',
      comfort: 'outside',
      comfortNote: 'after working hours',
      comfortNoteKind: 'after-working-hours',
    });
    // 17:00–18:00 after the change is an hour past work: edge (1); the two before are outside (2 each).
    expect(slot.people[1]!.discomfort).toBe(5);
    expect(slot.reasons.map(seriesReasonText)).toContain('On 30 Mar this is 18:00 for Lou instead of 17:30');
    expect(slot.reasons).toContainEqual(
      expect.objectContaining({
        kind: 'uncomfortable',
        participantId: 'syd',
        localTime: '19:00',
        comfortNote: 'after working hours',
        comfortNoteKind: 'after-working-hours',
      }),
    );
  });
});

describe('rankSeries: recurrences', () => {
  it('repeats monthly on the nth and on the last weekday, and every two weeks', () => {
    const base = berlinSpring();
    const second = evaluateSeriesSlot(
      { ...base, recurrence: { frequency: 'monthly', ordinal: 2, startDate: '2026-01-01', count: 3 } },
      { weekday: 2, time: '15:00' },
    );
    expect(second.occurrences.map((o) => o.date)).toEqual(['2026-01-13', '2026-02-10', '2026-03-10']);
    const last = evaluateSeriesSlot(
      {
        ...base,
        recurrence: { frequency: 'monthly', ordinal: -1, startDate: '2026-01-31', until: '2026-05-31' },
      },
      { weekday: 5, time: '15:00' },
    );
    expect(last.occurrences.map((o) => o.date)).toEqual([
      '2026-02-27',
      '2026-03-27',
      '2026-04-24',
      '2026-05-29',
    ]);
    const fortnightly = evaluateSeriesSlot(
      {
        ...base,
        recurrence: { frequency: 'weekly', interval: 2, startDate: '2026-03-04', until: '2026-04-15' },
      },
      { weekday: 3, time: '15:00' },
    );
    expect(fortnightly.occurrences.map((o) => o.date)).toEqual([
      '2026-03-04',
      '2026-03-18',
      '2026-04-01',
      '2026-04-15',
    ]);
  });

  it('keeps the wall-clock time in a spring-forward gap the RFC 5545 way (02:30 becomes 03:30)', () => {
    const slot = evaluateSeriesSlot(
      berlinSpring({ recurrence: { frequency: 'weekly', startDate: '2026-03-22', count: 2 } }),
      { weekday: 7, time: '02:30' },
    );
    expect(slot.occurrences.map((o) => o.start)).toEqual([
      Date.parse('2026-03-22T01:30Z'),
      Date.parse('2026-03-29T01:30Z'),
    ]);
    expect(slot.people[0]!.localTimes).toEqual(['02:30', '03:30']);
  });
});

describe('rankSeries: refuses what it cannot bound or read', () => {
  const cases: [string, SeriesInput, string][] = [
    [
      'a series over a year',
      berlinSpring({ recurrence: { frequency: 'weekly', startDate: '2026-01-05', until: '2027-03-01' } }),
      'series-too-long',
    ],
    [
      'too many occurrences',
      berlinSpring({ recurrence: { frequency: 'weekly', startDate: '2026-01-05', count: 60 } }),
      'invalid-recurrence',
    ],
    [
      'count and until',
      berlinSpring({
        recurrence: { frequency: 'weekly', startDate: '2026-01-05', count: 3, until: '2026-02-01' },
      }),
      'invalid-recurrence',
    ],
    [
      'an impossible date',
      berlinSpring({ recurrence: { frequency: 'weekly', startDate: '2026-02-30', count: 3 } }),
      'invalid-recurrence',
    ],
    ['an unknown zone', berlinSpring({ participants: [guest('ana', 'Mars/Base')] }), 'invalid-zone'],
    [
      'a bad busy interval',
      berlinSpring({ participants: [guest('ana', 'UTC', { busy: [{ start: 5, end: 1 }] })] }),
      'invalid-interval',
    ],
    [
      'too many people',
      berlinSpring({ participants: Array.from({ length: 1001 }, (_, i) => guest(`p${i}`, 'UTC')) }),
      'invalid-participants',
    ],
    ['a duration of 1e9 minutes', berlinSpring({ durationMinutes: 1e9 }), 'invalid-duration'],
    ['participants null', berlinSpring({ participants: null as never }), 'invalid-participants'],
    ['no participants at all', berlinSpring({ participants: [] }), 'no-participants'],
    [
      'a monthly ordinal of 5',
      berlinSpring({ recurrence: { frequency: 'monthly', ordinal: 5, startDate: '2026-01-05', count: 2 } }),
      'invalid-recurrence',
    ],
  ];
  it.each(cases)('%s', (_, input, code) => {
    expect(() => rankSeries(input)).toThrow(ScheduleInputError);
    try {
      rankSeries(input);
    } catch (error) {
      expect((error as ScheduleInputError).code).toBe(code);
    }
  });
});
