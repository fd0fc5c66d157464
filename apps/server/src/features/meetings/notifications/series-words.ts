import type { Locale } from '@overlap/contracts';
import type { RecurrenceDto } from '@overlap/contracts/schemas';
import { mailText, type MailText } from '../../mail/i18n/mail-messages';
import { formatDay, formatWhen, intlLocale, timeFormat } from './email-times';
import { zoneCity } from './zone-label';
import type { EventRepeat } from '../../../lib/ical/series-lines';
import { seriesEvent } from '../series';

// How a series reads in e-mails, in the recipient's language: "Monday 6 April 2026, 16:00–16:45,
// Berlin (GMT+2), then every Monday at the same time, 12 times". It starts with the first date, so it
// fits every sentence a single date fits ("scheduled for …", "prévu le …", "am …"). The rule is said in
// the organizer's zone, where the series keeps its clock time; a recipient elsewhere also gets their
// own weekdays and times, which move when the two zones' DST differ.

const ORDINALS: Record<number, string> = { 1: 'first', 2: 'second', 3: 'third', 4: 'fourth', [-1]: 'last' };
const ordinalOf = (recurrence: { ordinal?: number | undefined }) => ORDINALS[recurrence.ordinal ?? 1]!;

const weekdayIn = (zone: string, locale: Locale) =>
  new Intl.DateTimeFormat(intlLocale(locale), { timeZone: zone, weekday: 'long' });

/** The name of ISO weekday 1–7 (Monday 5 January 2026 is a Monday). */
const weekdayName = (weekday: number, locale: Locale) =>
  weekdayIn('UTC', locale).format(new Date(Date.UTC(2026, 0, 4 + weekday, 12)));

/** "every Monday", "every 2 weeks on Monday", "monthly on the 2nd Tuesday", "every 3 months on the last Friday". */
export function repeatPhrase(
  recurrence: Pick<RecurrenceDto, 'frequency' | 'interval' | 'ordinal'>,
  weekday: number,
  locale: Locale = 'en',
) {
  const t = mailText(locale);
  const day = weekdayName(weekday, locale);
  const { interval } = recurrence;
  if (recurrence.frequency === 'weekly') return t('series.weekly', { interval, day });
  return t('series.monthly', { interval, nth: t('series.nthDay', { ordinal: ordinalOf(recurrence), day }) });
}

const shortDay = (zone: string, locale: Locale) =>
  new Intl.DateTimeFormat(intlLocale(locale), { timeZone: zone, day: 'numeric', month: 'long' });

/**
 * Consecutive occurrences that read the same in `zone` ("Tuesday 01:00–01:45"), each run with its
 * dates ("17 March"): a reading changes when one of the two zones changes its clocks.
 */
function localRuns(occurrences: { start: Date }[], duration: number, zone: string, locale: Locale) {
  const t = mailText(locale);
  const time = timeFormat(zone, locale);
  const runs: { reading: string; dates: string[] }[] = [];
  for (const { start } of occurrences) {
    const reading = t('series.reading', {
      weekday: weekdayIn(zone, locale).format(start),
      start: time.format(start),
      end: time.format(new Date(start.getTime() + duration)),
    });
    const date = shortDay(zone, locale).format(start);
    const last = runs.at(-1);
    if (last?.reading === reading) last.dates.push(date);
    else runs.push({ reading, dates: [date] });
  }
  return runs;
}

/** "10 times" or "until Monday 27 July 2026". */
function lengthOf(t: MailText, recurrence: RecurrenceDto, until: () => string) {
  return recurrence.count !== undefined
    ? t('series.count', { count: recurrence.count })
    : t('series.until', { date: until() });
}

/**
 * A booked series in words for one recipient in `zone` and their language: the rule in the organizer's
 * zone, how long it runs, skipped dates, and the recipient's own weekday and time when their zone reads
 * it differently.
 */
export function seriesWhen(
  recurrence: RecurrenceDto,
  organizerZone: string,
  chosenStart: Date,
  durationMinutes: number,
  zone: string,
  locale: Locale = 'en',
): string {
  const t = mailText(locale);
  const day = (date: Date) => formatDay(date, organizerZone, locale);
  const series = seriesEvent(recurrence, organizerZone, chosenStart, durationMinutes);
  const duration = durationMinutes * 60_000;
  const end = new Date(series.start.getTime() + duration);
  const skipped = new Set(series.repeat.skipped.map((d) => d.getTime()));
  const kept = series.occurrences.filter((o) => !skipped.has(o.start.getTime()));
  const parts = [
    t('series.slot', {
      first: formatWhen(series.start, end, organizerZone, locale),
      repeat: repeatPhrase(recurrence, series.repeat.weekday, locale),
    }),
    lengthOf(t, recurrence, () => day(series.repeat.until ?? series.start)),
  ];
  const skips = series.occurrences.filter((o) => skipped.has(o.start.getTime()));
  if (skips.length > 0)
    parts.push(
      skips.length <= 3
        ? t('series.except', {
            dates: new Intl.ListFormat(locale, { type: 'conjunction' }).format(
              skips.map((o) => day(o.start)),
            ),
          })
        : t('series.exceptMany', { count: skips.length }),
    );
  const sentence = parts.join(', ');
  if (zone === organizerZone || kept.length === 0) return sentence;
  const theirs = localRuns(kept, duration, zone, locale);
  const own = localRuns(kept, duration, organizerZone, locale);
  // Same weekday and clock time as the organizer's (a neighbouring zone): nothing to add.
  if (theirs.length === 1 && theirs[0]!.reading === own[0]!.reading && own.length === 1) return sentence;
  if (theirs.length === 1)
    return t('series.yourZone', { series: sentence, zone: zoneCity(zone), reading: theirs[0]!.reading });
  const runs = theirs
    .map((run) =>
      run.dates.length === 1
        ? t('series.runOne', { reading: run.reading, date: run.dates[0]! })
        : t('series.runMany', { reading: run.reading, from: run.dates[0]!, to: run.dates.at(-1)! }),
    )
    .reduce((earlier, later) => t('series.then', { earlier, later }));
  return t('series.yourZoneRuns', { series: sentence, zone: zoneCity(zone), runs });
}

/**
 * A series' weekly (or monthly) time in short, read in the organizer's zone where it keeps its clock:
 * "Monday at 16:00 (weekly, Berlin)", for a series that moved away or a rotation's time that ended.
 */
export function slotPhrase(
  repeat: Pick<EventRepeat, 'zone' | 'frequency' | 'interval' | 'ordinal' | 'weekday'>,
  start: Date,
  locale: Locale = 'en',
): string {
  const t = mailText(locale);
  return t('series.weekdayAt', {
    day: weekdayName(repeat.weekday, locale),
    time: timeFormat(repeat.zone, locale).format(start),
    repeat: everyWords(repeat, locale),
    // A weekly time holds across clock changes, so the city names it, not one offset.
    zone: zoneCity(repeat.zone),
  });
}

/** "weekly", "every 2 weeks", "monthly in the 2nd week". */
function everyWords(
  recurrence: Pick<RecurrenceDto, 'frequency' | 'interval'> & { ordinal?: number | undefined },
  locale: Locale,
): string {
  const t = mailText(locale);
  const { interval } = recurrence;
  return recurrence.frequency === 'weekly'
    ? t('series.request.weekly', { interval })
    : t('series.request.monthly', {
        interval,
        nth: t('series.nthWeek', { ordinal: ordinalOf(recurrence) }),
      });
}

/** A series not booked yet, for invitations and the ready notice: "weekly, 12 times, from 6 April 2026". */
export function seriesRequestWords(recurrence: RecurrenceDto, locale: Locale = 'en'): string {
  const t = mailText(locale);
  const every = everyWords(recurrence, locale);
  const length = lengthOf(t, recurrence, () => dateWords(recurrence.until!, locale));
  return [every, length, t('series.from', { date: dateWords(recurrence.startDate, locale) })].join(', ');
}

/** "6 April 2026" from "2026-04-06" (a local date: no zone to read it in). */
export function dateWords(date: string, locale: Locale = 'en'): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${date}T12:00:00Z`));
}
