// How meeting times read in e-mails: whole words in the recipient's language, their zone named once.
import type { Locale } from '@overlap/contracts';
import { mailText } from '../../mail/i18n/mail-messages';
import { zoneLabel } from './zone-label';

const DAY_OPTIONS = { weekday: 'long', day: 'numeric', month: 'long' } as const;

// English keeps its British day order and 24-hour clock; the other languages read as Intl writes them.
export const intlLocale = (locale: Locale) => (locale === 'en' ? 'en-GB' : locale);

/** A clock time in `zone`, 24-hour in every language: "16:00". */
export const timeFormat = (zone: string, locale: Locale) =>
  new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

/** The day with and without its year; English built from parts (ICU versions differ on its commas). */
function dayParts(date: Date, zone: string, locale: Locale) {
  if (locale !== 'en') {
    const withYear = new Intl.DateTimeFormat(locale, { ...DAY_OPTIONS, year: 'numeric', timeZone: zone });
    const withoutYear = new Intl.DateTimeFormat(locale, { ...DAY_OPTIONS, timeZone: zone });
    const year = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: zone }).format(date);
    return { day: withoutYear.format(date), full: withYear.format(date), year };
  }
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { ...DAY_OPTIONS, year: 'numeric', timeZone: zone })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  const day = `${parts.weekday} ${parts.day} ${parts.month}`;
  return { day, full: `${day} ${parts.year}`, year: parts.year! };
}

/** A day with its year, e.g. for a series' last date: "Friday 31 December 2027", "Freitag, 31. Dezember 2027". */
export function formatDay(date: Date, zone: string, locale: Locale = 'en'): string {
  return dayParts(date, zone, locale).full;
}

/** A meeting's time for an e-mail in the recipient's zone, e.g. "Tuesday 8 July 2026, 15:00–15:30, London (GMT+1)". */
export function formatWhen(start: Date, end: Date, zone: string, locale: Locale = 'en'): string {
  const time = timeFormat(zone, locale);
  return mailText(locale)('when.range', {
    day: dayParts(start, zone, locale).full,
    start: time.format(start),
    end: time.format(end),
    zone: zoneLabel(zone, start),
  });
}

/** One instant, such as a deadline: "Thursday 3 July 2026, 17:00, London (GMT+1)". */
export function formatInstant(at: Date, zone: string, locale: Locale = 'en'): string {
  return mailText(locale)('when.instant', {
    day: dayParts(at, zone, locale).full,
    time: timeFormat(zone, locale).format(at),
    zone: zoneLabel(zone, at),
  });
}

/**
 * The days of a meeting's window as words that finish a sentence: "between Monday 23 November and
 * Friday 27 November 2026, Berlin (GMT+1)", or "on Monday 23 November 2026, UTC (GMT+0)" for one day.
 */
export function formatWindow(start: Date, end: Date, zone: string, locale: Locale = 'en'): string {
  // The window's end is exclusive: a window ending at midnight ends on the day before.
  const first = dayParts(start, zone, locale);
  const last = dayParts(new Date(Math.max(start.getTime(), end.getTime() - 1)), zone, locale);
  const t = mailText(locale);
  const label = zoneLabel(zone, start);
  if (first.full === last.full) return t('window.oneDay', { day: last.full, zone: label });
  const from = first.year === last.year ? first.day : first.full;
  return t('window.days', { from, to: last.full, zone: label });
}
