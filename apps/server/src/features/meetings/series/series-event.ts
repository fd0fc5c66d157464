import { seriesOccurrenceDates } from '@overlap/engine';
import { epochToWall, requireIanaZone, wallToEpoch } from '@overlap/engine/zoned-time';
import { localDateDay, type RecurrenceDto } from '@overlap/contracts/schemas';
import type { EventRepeat } from '../../../lib/ical/series-lines';
import { engineRecurrence } from './series-recurrence';

const DAY_MS = 86_400_000;

export interface SeriesEvent {
  /** The first generated occurrence (DTSTART): RFC 5545 counts it as the first instance. */
  start: Date;
  end: Date;
  repeat: EventRepeat;
  /** Every generated occurrence (skipped ones too), by its local date in the organizer's zone. */
  occurrences: { date: string; start: Date }[];
}

/**
 * A booked recurring meeting as one repeating event: the booked start gives the weekday and wall-clock
 * time in the organizer's zone; skipped dates at that time become EXDATE, `until` the last start.
 */
export function seriesEvent(
  recurrence: RecurrenceDto,
  zone: string,
  chosenStart: Date,
  durationMinutes: number,
): SeriesEvent {
  const rules = requireIanaZone(zone);
  const wall = epochToWall(chosenStart.getTime(), rules);
  const timeOfDay = ((wall % DAY_MS) + DAY_MS) % DAY_MS;
  const weekday = ((((Math.floor(wall / DAY_MS) + 3) % 7) + 7) % 7) + 1;
  const at = (date: string) => new Date(wallToEpoch(localDateDay(date)! * DAY_MS + timeOfDay, rules));
  const dates = seriesOccurrenceDates(engineRecurrence(recurrence), weekday);
  const start = dates.length > 0 ? at(dates[0]!) : chosenStart;
  const generated = new Set(dates);
  return {
    occurrences: dates.map((date) => ({ date, start: at(date) })),
    start,
    end: new Date(start.getTime() + durationMinutes * 60_000),
    repeat: {
      zone,
      frequency: recurrence.frequency,
      interval: recurrence.interval,
      weekday,
      ordinal: recurrence.frequency === 'monthly' ? (recurrence.ordinal ?? 1) : undefined,
      count: recurrence.count,
      until: recurrence.until !== undefined ? at(recurrence.until) : undefined,
      skipped: recurrence.skip.filter((date) => generated.has(date)).map(at),
    },
  };
}
