import { describe, expect, it } from 'vitest';
import { rankSlots } from './rank-slots.ts';
import { EVERY_SLOT, at, person } from './testing/factories.ts';
import type { IsoWeekday, WorkingHoursRange } from './types.ts';

const EVERY_DAY: IsoWeekday[] = [1, 2, 3, 4, 5, 6, 7];
const nineToFive: WorkingHoursRange[] = EVERY_DAY.map((weekday) => ({
  weekday,
  start: '09:00',
  end: '17:00',
}));

interface Transition {
  zone: string;
  /** Local date of the change. */
  date: string;
  kind: 'spring-forward' | 'fall-back';
  /** A local time that does not exist (spring) or exists twice (fall). */
  localTime: string;
  /** Where a working range starting at `localTime` actually starts. */
  resolved: string;
}

const TRANSITIONS: Transition[] = [
  {
    zone: 'America/New_York',
    date: '2025-03-09',
    kind: 'spring-forward',
    localTime: '02:30',
    resolved: '2025-03-09T03:30-04:00',
  },
  {
    zone: 'America/New_York',
    date: '2025-11-02',
    kind: 'fall-back',
    localTime: '01:30',
    resolved: '2025-11-02T01:30-04:00',
  },
  {
    zone: 'Europe/London',
    date: '2025-03-30',
    kind: 'spring-forward',
    localTime: '01:30',
    resolved: '2025-03-30T02:30+01:00',
  },
  {
    zone: 'Europe/London',
    date: '2025-10-26',
    kind: 'fall-back',
    localTime: '01:30',
    resolved: '2025-10-26T01:30+01:00',
  },
  {
    zone: 'Europe/Berlin',
    date: '2025-03-30',
    kind: 'spring-forward',
    localTime: '02:30',
    resolved: '2025-03-30T03:30+02:00',
  },
  {
    zone: 'Europe/Berlin',
    date: '2025-10-26',
    kind: 'fall-back',
    localTime: '02:30',
    resolved: '2025-10-26T02:30+02:00',
  },
  {
    zone: 'Australia/Sydney',
    date: '2025-10-05',
    kind: 'spring-forward',
    localTime: '02:30',
    resolved: '2025-10-05T03:30+11:00',
  },
  {
    zone: 'Australia/Sydney',
    date: '2025-04-06',
    kind: 'fall-back',
    localTime: '02:30',
    resolved: '2025-04-06T02:30+11:00',
  },
  {
    zone: 'Australia/Lord_Howe',
    date: '2025-10-05',
    kind: 'spring-forward',
    localTime: '02:15',
    resolved: '2025-10-05T02:45+11:00',
  },
  {
    zone: 'Australia/Lord_Howe',
    date: '2025-04-06',
    kind: 'fall-back',
    localTime: '01:45',
    resolved: '2025-04-06T01:45+11:00',
  },
  {
    zone: 'Pacific/Chatham',
    date: '2025-09-28',
    kind: 'spring-forward',
    localTime: '03:00',
    resolved: '2025-09-28T04:00+13:45',
  },
  {
    zone: 'Pacific/Chatham',
    date: '2025-04-06',
    kind: 'fall-back',
    localTime: '03:00',
    resolved: '2025-04-06T03:00+13:45',
  },
];

const FIXED_OFFSETS = [
  { zone: 'Asia/Kolkata', offset: '+05:30' },
  { zone: 'Asia/Kathmandu', offset: '+05:45' },
];

/** Three local days around `date`, as a UTC window generous enough for any offset. */
function windowAround(date: string) {
  const day = at(`${date}T00:00Z`);
  return { start: day - 2 * 86_400_000, end: day + 3 * 86_400_000 };
}

function localDays(zone: string, date: string, workingHours: WorkingHoursRange[]) {
  const window = windowAround(date);
  const result = rankSlots({
    window,
    durationMinutes: 30,
    now: window.start,
    organizer: { zone },
    participants: [person('ana', { zone, workingHours })],
    ...EVERY_SLOT,
  });
  const byDate = new Map<string, string[]>();
  for (const slot of [...result.slots].sort((a, b) => a.start - b.start)) {
    const local = slot.people[0]!.localStart;
    const times = byDate.get(local.slice(0, 10)) ?? [];
    times.push(local.slice(11, 16));
    byDate.set(local.slice(0, 10), times);
    expect(slot.people[0]!.comfort).toBe('working');
  }
  return { byDate, result };
}

function shiftDate(date: string, days: number): string {
  return new Date(at(`${date}T00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

describe.each(TRANSITIONS)('$zone $kind on $date', ({ zone, date, kind, localTime, resolved }) => {
  it('keeps a 09:00–17:00 local working day at 09:00–17:00 local before, on and after the change', () => {
    const { byDate } = localDays(zone, date, nineToFive);
    for (const day of [shiftDate(date, -1), date, shiftDate(date, 1)]) {
      const times = byDate.get(day)!;
      expect(times[0]).toBe('09:00');
      expect(times[times.length - 1]).toBe('16:30');
      expect(times).toHaveLength(31);
    }
  });

  it(`resolves a working range starting at ${localTime} as documented`, () => {
    const weekday = (((Math.floor(at(`${date}T00:00Z`) / 86_400_000) + 3) % 7) + 1) as IsoWeekday;
    const hours: WorkingHoursRange[] = [{ weekday, start: localTime, end: '06:00' }];
    const { result } = localDays(zone, date, hours);
    const first = [...result.slots].sort((a, b) => a.start - b.start)[0]!;
    expect(first.people[0]!.localStart).toBe(resolved);
    const lastEnd = Math.max(...result.slots.map((slot) => slot.end));
    const firstStart = first.start;
    // The range's real length: the gap shortens it, the repeated hour lengthens it.
    const lengthMinutes = (lastEnd - firstStart) / 60_000;
    const [h, m] = localTime.split(':').map(Number);
    const nominal = 360 - (h! * 60 + m!);
    if (kind === 'spring-forward') expect(lengthMinutes).toBeLessThanOrEqual(nominal);
    else expect(lengthMinutes).toBeGreaterThan(nominal);
  });
});

describe.each(FIXED_OFFSETS)('$zone ($offset, no DST)', ({ zone, offset }) => {
  it.each(['2025-03-30', '2025-10-26'])('keeps 09:00–17:00 local around %s', (date) => {
    const { byDate, result } = localDays(zone, date, nineToFive);
    expect(byDate.get(date)).toHaveLength(31);
    expect(byDate.get(date)![0]).toBe('09:00');
    expect(result.slots.every((slot) => slot.people[0]!.localStart.endsWith(offset))).toBe(true);
  });
});

describe('fall-back: the repeated hour is working time in both occurrences', () => {
  it('shows both 01:30s in New York with their own offsets', () => {
    const hours: WorkingHoursRange[] = [{ weekday: 7, start: '00:00', end: '04:00' }];
    const { result } = localDays('America/New_York', '2025-11-02', hours);
    const stamps = result.slots.map((slot) => slot.people[0]!.localStart);
    expect(stamps).toContain('2025-11-02T01:30-04:00');
    expect(stamps).toContain('2025-11-02T01:30-05:00');
    // 00:00 EDT (04:00Z) to 04:00 EST (09:00Z) is five real hours: 19 half-hour starts on the 15-minute grid.
    expect(result.slots).toHaveLength(19);
  });
});
