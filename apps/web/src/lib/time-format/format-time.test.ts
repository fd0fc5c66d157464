import { afterEach, describe, expect, it } from 'vitest';
import { useLocaleStore } from '@/i18n/locale-store';
import {
  formatClock,
  formatClockText,
  formatDateTime,
  formatDay,
  formatFullDay,
  formatRange,
  formatRowTime,
  formatTime,
  formatTimeRange,
} from './format-time';
import { localeHourCycle, resolveHourCycle } from './hour-cycle';

const MIN = 60_000;

describe('the reader’s clock', () => {
  it('follows the locale when set to automatic', () => {
    expect(localeHourCycle('en-US')).toBe('h12');
    expect(localeHourCycle('en-GB')).toBe('h23');
    expect(localeHourCycle('de-DE')).toBe('h23');
    expect(localeHourCycle('ja-JP')).toBe('h23');
    expect(localeHourCycle('en-AU')).toBe('h12');
    expect(resolveHourCycle('auto', 'en-US')).toBe('h12');
    expect(resolveHourCycle('auto', 'fr-FR')).toBe('h23');
  });

  it('lets a chosen clock override the locale', () => {
    expect(resolveHourCycle('24h', 'en-US')).toBe('h23');
    expect(resolveHourCycle('12h', 'de-DE')).toBe('h12');
  });

  it('writes midnight, noon and the afternoon on both clocks', () => {
    expect(formatClock(0, 0, 'h23')).toBe('00:00');
    expect(formatClock(0, 0, 'h12')).toBe('12:00 AM');
    expect(formatClock(12, 30, 'h12')).toBe('12:30 PM');
    expect(formatClock(23, 5, 'h12')).toBe('11:05 PM');
    expect(formatClock(9, 0, 'h23')).toBe('09:00');
    expect(formatClockText('17:45', 'h12')).toBe('5:45 PM');
    expect(formatClockText('07:15', 'h23')).toBe('07:15');
    expect(formatClockText('24:00', 'h12')).toBe('12:00 AM');
    expect(formatClockText('24:00', 'h23')).toBe('24:00');
  });

  it('labels grid rows briefly', () => {
    expect(formatRowTime(9 * 60, 'h23')).toBe('09:00');
    expect(formatRowTime(9 * 60 + 30, 'h23')).toBe('09:30');
    expect(formatRowTime(9 * 60, 'h12')).toBe('9 AM');
    expect(formatRowTime(13 * 60 + 30, 'h12')).toBe('1:30');
    expect(formatRowTime(0, 'h12')).toBe('12 AM');
  });
});

describe('formatting in a zone', () => {
  const start = Date.parse('2025-03-10T08:00:00Z');

  it('shows one day with both times', () => {
    expect(formatRange(start, start + 30 * MIN, 'Europe/Berlin', 'h23')).toBe(
      'Mon, 10 Mar 2025, 09:00–09:30',
    );
    expect(formatRange(start, start + 30 * MIN, 'Europe/Berlin', 'h12')).toBe(
      'Mon, 10 Mar 2025, 9:00–9:30 AM',
    );
    expect(formatRange(start + 150 * MIN, start + 210 * MIN, 'Europe/Berlin', 'h12')).toBe(
      'Mon, 10 Mar 2025, 11:30 AM–12:30 PM',
    );
  });

  it('shows both ends when the range crosses local midnight', () => {
    const late = Date.parse('2025-03-10T23:30:00Z');
    expect(formatRange(late, late + 60 * MIN, 'UTC', 'h23')).toBe(
      'Mon, 10 Mar 2025, 23:30 – Tue, 11 Mar 2025, 00:30',
    );
    expect(formatRange(late, late + 60 * MIN, 'UTC', 'h12')).toBe(
      'Mon, 10 Mar 2025, 11:30 PM – Tue, 11 Mar 2025, 12:30 AM',
    );
  });

  it('reads the date in the zone at the year end, not the process', () => {
    const newYear = Date.parse('2026-12-31T23:30:00Z');
    expect(formatDateTime(newYear, 'Asia/Tokyo', 'h23')).toBe('Fri, 1 Jan 2027, 08:30');
    expect(formatDateTime(newYear, 'America/Los_Angeles', 'h12')).toBe('Thu, 31 Dec 2026, 3:30 PM');
    expect(formatTime(newYear, 'Asia/Kolkata', 'h23')).toBe('05:00');
  });

  it('keeps wall-clock times across a daylight-saving change', () => {
    // Berlin springs forward on 29 March 2026: 01:30 UTC is 03:30 local.
    const jump = Date.parse('2026-03-29T00:30:00Z');
    expect(formatTimeRange(jump, jump + 60 * MIN, 'Europe/Berlin', 'h23')).toBe('01:30–03:30');
    expect(formatTimeRange(jump, jump + 60 * MIN, 'Europe/Berlin', 'h12')).toBe('1:30–3:30 AM');
  });

  it('names days without the year', () => {
    expect(formatDay('2026-12-06')).toBe('Sun 6 Dec');
    expect(formatDay('2027-01-01')).toBe('Fri 1 Jan');
  });
});

describe('in another language', () => {
  afterEach(() => useLocaleStore.setState({ locale: 'en' }));

  it('writes days and 12-hour times the way that language does, through Intl', () => {
    useLocaleStore.setState({ locale: 'de' });
    expect(formatDay('2026-03-29')).toBe('So., 29. März');
    expect(formatFullDay('2026-12-31')).toBe('Do., 31. Dez. 2026');
    expect(formatClock(21, 30, 'h23')).toBe('21:30');
    useLocaleStore.setState({ locale: 'es' });
    expect(formatDay('2026-03-29')).toBe('dom, 29 mar');
  });
});
