import { beforeAll, describe, expect, it } from 'vitest';
import { SERIES_LIMITS } from '@overlap/engine';
import { RECURRENCE_LIMITS } from '@overlap/contracts/schemas';
import { at, type Meeting, weekly, recurringAppForFile } from './support/recurring-requests';

// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
const { bed, create, paint, series } = recurringAppForFile();

describe('a recurring meeting request', () => {
  it('keeps the contract limits equal to the engine’s', () => {
    expect(RECURRENCE_LIMITS).toEqual(SERIES_LIMITS);
  });

  it('is stored with its defaults and returned in the meeting detail', async () => {
    const res = await create(weekly);
    expect(res.statusCode).toBe(201);
    const meeting: Meeting = res.json();
    expect(meeting.recurrence).toEqual({ ...weekly, interval: 1, skip: [] });
    const detail = await bed.t.app.inject({ url: `/api/meetings/${meeting.id}`, headers: bed.headers });
    expect(detail.json().recurrence).toEqual({ ...weekly, interval: 1, skip: [] });
  });

  it('accepts a monthly series on the last weekday until a date, and a single meeting stays without one', async () => {
    const monthly = {
      frequency: 'monthly',
      ordinal: -1,
      interval: 2,
      startDate: '2026-03-01',
      until: '2026-12-31',
    };
    const res = await create(monthly);
    expect(res.statusCode).toBe(201);
    expect(res.json().recurrence).toEqual({ ...monthly, skip: [] });
    const single = await create(undefined);
    expect(single.statusCode).toBe(201);
    expect(single.json().recurrence).toBeNull();
  });

  it.each([
    [
      { ...weekly, until: '2026-04-01' },
      'recurrence.count',
      'Give either a number of occurrences or a last date',
    ],
    [
      { frequency: 'weekly', startDate: '2026-03-02' },
      'recurrence.count',
      'Give either a number of occurrences or a last date',
    ],
    [{ ...weekly, count: 54 }, 'recurrence.count', 'A series has at most 53 occurrences'],
    [{ ...weekly, count: 30, interval: 2 }, 'recurrence.count', 'A series can last at most 366 days'],
    [{ ...weekly, interval: 53 }, 'recurrence.interval', 'Repeat at most every 52 weeks'],
    [
      { ...weekly, count: 1, frequency: 'monthly', interval: 13 },
      'recurrence.interval',
      'Repeat at most every 12 months',
    ],
    [{ ...weekly, ordinal: 2 }, 'recurrence.ordinal', 'Only a monthly series has an nth weekday'],
    [
      { ...weekly, frequency: 'monthly', ordinal: 5 },
      'recurrence.ordinal',
      'Choose the first, second, third, fourth or last weekday of the month',
    ],
    [
      { ...weekly, startDate: '2026-02-30' },
      'recurrence.startDate',
      'The first date must be a date (YYYY-MM-DD)',
    ],
    [
      { frequency: 'weekly', startDate: '2026-03-02', until: '2026-03-01' },
      'recurrence.until',
      'The last date must be on or after the first',
    ],
    [
      { frequency: 'weekly', startDate: '2026-03-02', until: '2027-03-04' },
      'recurrence.until',
      'A series can last at most 366 days',
    ],
    [{ ...weekly, frequency: 'daily' }, 'recurrence.frequency', 'Repeat weekly or monthly'],
    [
      { ...weekly, byday: 'MO' },
      'recurrence',
      'A repeat has a frequency, interval, ordinal, first date, count or last date, and skipped dates',
    ],
    [
      { ...weekly, skip: Array.from({ length: 367 }, () => '2026-03-09') },
      'recurrence.skip',
      'Skip at most 366 occurrences',
    ],
  ])('refuses %j with a clear 400', async (recurrence, field, message) => {
    const res = await create(recurrence);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    expect(res.json().fields[field]).toBe(message);
  });
});

describe('suggestions for a recurring meeting', () => {
  let meeting: Meeting;

  beforeAll(async () => {
    meeting = (await create(weekly)).json();
    // Ana paints 09:00–11:00 New York on one Monday (EST); Ben 15:00–17:00 Berlin. Read as every Monday.
    await paint(meeting, 'ana@example.com', 'America/New_York', '2026-03-02T14:00Z', '2026-03-02T16:00Z');
    await paint(meeting, 'ben@example.com', 'Europe/Berlin', '2026-03-02T14:00Z', '2026-03-02T16:00Z');
  });

  it('ranks weekly slots from painted weeks, keeping Ana’s hour across the three weeks the changes differ', async () => {
    const result = await series(meeting.id);
    const [top] = result.slots;
    expect(top!.slot).toEqual({ weekday: 1, time: '15:00' });
    expect(top!.missedCount).toBe(0);
    expect(top!.everyoneCount).toBe(6);
    const ana = top!.people.find((p) => p.participantId === meeting.participants[0]!.id)!;
    expect(ana.localTimes).toEqual(['09:00', '10:00', '10:00', '10:00', '09:00', '09:00']);
    // 16:00 Berlin is 11:00 in New York from 9 to 23 March: Ana misses those three.
    const four = result.slots.find((s) => s.slot.time === '16:00');
    expect(four === undefined || four.missedCount === 3).toBe(true);
  });

  it('refuses "times near" for a series', async () => {
    const res = await bed.t.app.inject({
      url: `/api/meetings/${meeting.id}/suggestions?near=${at('2026-03-02T14:00Z')}`,
      headers: bed.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('A recurring meeting has no times near one date.');
  });
});
