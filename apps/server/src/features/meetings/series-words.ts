import type { RecurrenceDto } from '@overlap/contracts/schemas';
import { formatDay } from './email-times';
import { seriesEvent } from './series-event';

// How a series reads in e-mails: "every Monday at 16:00–16:45 (Europe/Berlin), 12 times, from Monday
// 6 April 2026". The rule is said in the organizer's zone, where the series keeps its clock time; a
// recipient elsewhere also gets their own weekdays and times, which move when the two zones' DST differ.

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const ORDINALS: Record<number, string> = { 1: '1st', 2: '2nd', 3: '3rd', 4: '4th', [-1]: 'last' };

const clock = (zone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const weekdayIn = (zone: string) => new Intl.DateTimeFormat('en-GB', { timeZone: zone, weekday: 'long' });

/** "every Monday", "every 2 weeks on Monday", "monthly on the 2nd Tuesday", "every 3 months on the last Friday". */
export function repeatPhrase(
  recurrence: Pick<RecurrenceDto, 'frequency' | 'interval' | 'ordinal'>,
  weekday: number,
) {
  const day = WEEKDAYS[weekday - 1]!;
  if (recurrence.frequency === 'weekly')
    return recurrence.interval === 1 ? `every ${day}` : `every ${recurrence.interval} weeks on ${day}`;
  const nth = `the ${ORDINALS[recurrence.ordinal ?? 1]} ${day}`;
  return recurrence.interval === 1 ? `monthly on ${nth}` : `every ${recurrence.interval} months on ${nth}`;
}

const shortDay = (zone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, day: 'numeric', month: 'long' });

/**
 * Consecutive occurrences that read the same in `zone` ("Tuesday 01:00–01:45"), each run with its
 * dates ("17 March"): a reading changes when one of the two zones changes its clocks.
 */
function localRuns(occurrences: { start: Date }[], duration: number, zone: string) {
  const time = clock(zone);
  const runs: { reading: string; dates: string[] }[] = [];
  for (const { start } of occurrences) {
    const reading = `${weekdayIn(zone).format(start)} ${time.format(start)}–${time.format(new Date(start.getTime() + duration))}`;
    const date = shortDay(zone).format(start);
    const last = runs.at(-1);
    if (last?.reading === reading) last.dates.push(date);
    else runs.push({ reading, dates: [date] });
  }
  return runs;
}

/**
 * A booked series in words for one recipient in `zone`: the rule in the organizer's zone, how long it
 * runs, skipped dates, and the recipient's own weekday and time when their zone reads it differently.
 */
export function seriesWhen(
  recurrence: RecurrenceDto,
  organizerZone: string,
  chosenStart: Date,
  durationMinutes: number,
  zone: string,
): string {
  const series = seriesEvent(recurrence, organizerZone, chosenStart, durationMinutes);
  const at = clock(organizerZone);
  const duration = durationMinutes * 60_000;
  const end = new Date(series.start.getTime() + duration);
  const skipped = new Set(series.repeat.skipped.map((d) => d.getTime()));
  const kept = series.occurrences.filter((o) => !skipped.has(o.start.getTime()));
  const length =
    recurrence.count !== undefined
      ? `${recurrence.count} time${recurrence.count === 1 ? '' : 's'}`
      : `until ${formatDay(series.repeat.until ?? series.start, organizerZone)}`;
  const parts = [
    `${repeatPhrase(recurrence, series.repeat.weekday)} at ${at.format(series.start)}–${at.format(end)} (${organizerZone})`,
    length,
    `from ${formatDay(series.start, organizerZone)}`,
  ];
  const skips = series.occurrences.filter((o) => skipped.has(o.start.getTime()));
  if (skips.length > 0)
    parts.push(
      skips.length <= 3
        ? `except ${skips.map((o) => formatDay(o.start, organizerZone)).join(', ')}`
        : `except ${skips.length} skipped dates`,
    );
  const sentence = parts.join(', ');
  if (zone === organizerZone || kept.length === 0) return sentence;
  const theirs = localRuns(kept, duration, zone);
  const own = localRuns(kept, duration, organizerZone);
  // Same weekday and clock time as the organizer's (a neighbouring zone): nothing to add.
  if (theirs.length === 1 && theirs[0]!.reading === own[0]!.reading && own.length === 1) return sentence;
  if (theirs.length === 1) return `${sentence}; in ${zone} that is every ${theirs[0]!.reading}`;
  const runs = theirs.map((run) =>
    run.dates.length === 1
      ? `${run.reading} on ${run.dates[0]}`
      : `${run.reading} from ${run.dates[0]} to ${run.dates.at(-1)}`,
  );
  return `${sentence}; in ${zone} that is ${runs.join(', then ')}, as the clocks change`;
}

/** A series not booked yet, for the organizer's ready notice: "weekly, 12 times, from 6 April 2026". */
export function seriesRequestWords(recurrence: RecurrenceDto): string {
  const every =
    recurrence.frequency === 'weekly'
      ? recurrence.interval === 1
        ? 'weekly'
        : `every ${recurrence.interval} weeks`
      : recurrence.interval === 1
        ? `monthly in the ${ORDINALS[recurrence.ordinal ?? 1]} week`
        : `every ${recurrence.interval} months in the ${ORDINALS[recurrence.ordinal ?? 1]} week`;
  const length =
    recurrence.count !== undefined
      ? `${recurrence.count} time${recurrence.count === 1 ? '' : 's'}`
      : `until ${dateWords(recurrence.until!)}`;
  return `${every}, ${length}, from ${dateWords(recurrence.startDate)}`;
}

/** "6 April 2026" from "2026-04-06" (a local date: no zone to read it in). */
export function dateWords(date: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${date}T12:00:00Z`));
}
