import { describe, expect, it } from 'vitest';
import { ScheduleInputError } from '../schedule-input-error.ts';
import { evaluateSeriesSlot, rankSeries } from './rank-series.ts';
import { seriesReasonText } from './reason-text.ts';
import type { SeriesInput } from './series-types.ts';
import { guest, berlinSpring } from '../testing/rank-series-fixtures.ts';

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
