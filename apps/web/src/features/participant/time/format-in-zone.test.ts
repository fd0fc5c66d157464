import { afterEach, describe, expect, it } from 'vitest';
import { useLocaleStore } from '@/i18n/locale-store';
import {
  browserClockStyle,
  clockStyleOf,
  formatDayLong,
  formatDayShort,
  formatDuration,
  formatHourLabel,
  formatInstant,
  formatMeetingTime,
  formatMinuteOfDay,
  formatRange,
} from './format-in-zone';

const utc = (iso: string) => Date.parse(iso);

describe('formatting in a zone', () => {
  it('writes a range on one day, and across midnight with both dates', () => {
    const range = { start: utc('2026-06-10T05:00:00Z'), end: utc('2026-06-10T08:00:00Z') };
    expect(formatRange(range, 'Asia/Tokyo', '24h')).toBe('Wed 10 Jun, 14:00 – 17:00');
    expect(formatRange(range, 'America/Los_Angeles', '24h')).toBe('Tue 9 Jun, 22:00 – Wed 10 Jun, 01:00');
  });

  it('ends a range at midnight on the day it started', () => {
    const range = { start: utc('2026-06-10T13:00:00Z'), end: utc('2026-06-10T15:00:00Z') };
    expect(formatRange(range, 'Asia/Tokyo', '24h')).toBe('Wed 10 Jun, 22:00 – 00:00');
  });

  it('writes the meeting time with its zone offset', () => {
    const start = utc('2026-06-10T08:15:00Z');
    expect(formatMeetingTime(start, start + 30 * 60_000, 'Asia/Kathmandu', '24h')).toBe(
      'Wednesday 10 June 2026, 14:00 – 14:30',
    );
  });

  it("reads times like the reader's clock: 24-hour or 12-hour by locale", () => {
    expect(clockStyleOf('en-GB')).toBe('24h');
    expect(clockStyleOf('de-DE')).toBe('24h');
    expect(clockStyleOf('en-US')).toBe('12h');
    expect(clockStyleOf('en-AU')).toBe('12h');
    const range = { start: utc('2026-06-10T05:00:00Z'), end: utc('2026-06-10T08:00:00Z') };
    expect(formatRange(range, 'Asia/Tokyo', '12h')).toBe('Wed 10 Jun, 2:00 PM – 5:00 PM');
    expect(
      formatRange(
        { start: utc('2026-06-10T15:00:00Z'), end: utc('2026-06-10T15:30:00Z') },
        'Asia/Tokyo',
        '12h',
      ),
    ).toBe('Thu 11 Jun, 12:00 AM – 12:30 AM');
    expect(formatMinuteOfDay(12 * 60 + 30, '12h')).toBe('12:30 PM');
    expect(formatMinuteOfDay(25 * 60, '24h')).toBe('01:00');
    expect(formatHourLabel(20 * 60, '12h')).toBe('8 PM');
    expect(formatHourLabel(24 * 60, '12h')).toBe('12 AM');
    expect(formatHourLabel(20 * 60, '24h')).toBe('20:00');
  });

  it('writes durations in words', () => {
    expect(formatDuration(30)).toBe('30 minutes');
    expect(formatDuration(60)).toBe('1 hour');
    expect(formatDuration(90)).toBe('1 hour 30 minutes');
  });
});

describe('formatting in the page’s language', () => {
  afterEach(() => useLocaleStore.setState({ locale: 'en' }));

  it('writes German days, 24-hour times and durations through Intl', () => {
    useLocaleStore.setState({ locale: 'de' });
    expect(browserClockStyle()).toBe('24h');
    expect(formatDayShort({ year: 2026, month: 12, day: 31 })).toEqual({ weekday: 'Do', date: '31. Dez.' });
    expect(formatDayLong({ year: 2026, month: 3, day: 29 })).toBe('Sonntag, 29. März');
    expect(formatHourLabel(21 * 60 + 30)).toBe('21:00');
    expect(formatMinuteOfDay(24 * 60 + 30)).toBe('00:30');
    expect(formatDuration(90)).toBe('1 Stunde 30 Minuten');
    const lateEvening = utc('2026-12-31T22:45:00Z');
    expect(formatInstant(lateEvening, 'Europe/Berlin')).toBe('Donnerstag, 31. Dezember 2026, 23:45');
    const range = { start: utc('2026-06-10T05:00:00Z'), end: utc('2026-06-10T08:00:00Z') };
    expect(formatRange(range, 'Asia/Tokyo')).toBe('Mi., 10. Juni, 14:00 – 17:00');
  });

  it('writes Spanish and French durations and days', () => {
    useLocaleStore.setState({ locale: 'es' });
    expect(formatDuration(30)).toBe('30 minutos');
    expect(formatDayShort({ year: 2026, month: 6, day: 10 }).weekday).toBe('mié');
    useLocaleStore.setState({ locale: 'fr' });
    expect(formatDuration(60)).toMatch(/^1\s?heure$/);
    expect(formatDayLong({ year: 2026, month: 6, day: 10 })).toBe('mercredi 10 juin');
  });
});
