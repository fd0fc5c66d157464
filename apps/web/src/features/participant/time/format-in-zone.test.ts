import { describe, expect, it } from 'vitest';
import { formatDuration, formatMeetingTime, formatRange, formatZoneLabel } from './format-in-zone';
import { matchTimeZone } from './time-zones';

const utc = (iso: string) => Date.parse(iso);

describe('formatting in a zone', () => {
  it('writes a range on one day, and across midnight with both dates', () => {
    const range = { start: utc('2026-06-10T05:00:00Z'), end: utc('2026-06-10T08:00:00Z') };
    expect(formatRange(range, 'Asia/Tokyo')).toBe('Wed 10 Jun, 14:00 – 17:00');
    expect(formatRange(range, 'America/Los_Angeles')).toBe('Tue 9 Jun, 22:00 – Wed 10 Jun, 01:00');
  });

  it('ends a range at midnight on the day it started', () => {
    const range = { start: utc('2026-06-10T13:00:00Z'), end: utc('2026-06-10T15:00:00Z') };
    expect(formatRange(range, 'Asia/Tokyo')).toBe('Wed 10 Jun, 22:00 – 00:00');
  });

  it('writes the meeting time with its zone offset', () => {
    const start = utc('2026-06-10T08:15:00Z');
    expect(formatMeetingTime(start, start + 30 * 60_000, 'Asia/Kathmandu')).toBe(
      'Wednesday 10 June 2026, 14:00 – 14:30',
    );
    expect(formatZoneLabel('Asia/Kathmandu', start)).toBe('Asia/Kathmandu (GMT+5:45)');
  });

  it('writes durations in words', () => {
    expect(formatDuration(30)).toBe('30 minutes');
    expect(formatDuration(60)).toBe('1 hour');
    expect(formatDuration(90)).toBe('1 hour 30 minutes');
  });

  it('matches a typed zone without regard to case or spaces', () => {
    expect(matchTimeZone('america/new york')).toBe('America/New_York');
    expect(matchTimeZone('utc')).toBe('UTC');
    expect(matchTimeZone('Mars/Olympus')).toBeNull();
  });
});
