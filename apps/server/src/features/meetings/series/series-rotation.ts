import { seriesOccurrenceDates } from '@overlap/engine';
import { requireIanaZone, wallToEpoch } from '@overlap/engine/zoned-time';
import { localDateDay, type RecurrenceDto } from '@overlap/contracts/schemas';
import type { EventRepeat } from '../../../lib/ical/series-lines';
import { engineRecurrence } from './series-recurrence';

const DAY_MS = 86_400_000;

/** A weekly slot of a rotation, as the engine names it: weekday 1 Monday … 7 Sunday, `HH:MM` local. */
export interface RotationSlot {
  weekday: number;
  time: string;
}

export interface RotationSeries {
  /** Which slot it repeats, from 1: the key of its calendar event. */
  part: number;
  /** Its own UID: each series is an event of its own on every calendar. */
  uid: string;
  start: Date;
  end: Date;
  repeat: EventRepeat;
  /** Its turns (skipped ones too), by local date in the organizer's zone. */
  occurrences: { date: string; start: Date }[];
}

/**
 * A rotation of two or three weekly slots written as that many series (issue #14): occurrence `i`
 * (skipped ones counted) takes `slots[i mod k]`, so series `j` repeats every `k × interval` weeks or
 * months from the `j`-th occurrence at its own slot, with the skipped dates that fall on it. A slot
 * that gets no occurrence (a series shorter than the rotation) gives no series.
 */
export function rotationSeries(
  recurrence: RecurrenceDto,
  zone: string,
  slots: RotationSlot[],
  durationMinutes: number,
  uid: string,
): RotationSeries[] {
  if (slots.length < 2 || slots.length > 3) throw new RangeError('a rotation has two or three slots');
  const rules = requireIanaZone(zone);
  const skipped = new Set(recurrence.skip);
  const k = slots.length;
  return slots.flatMap((slot, j) => {
    const [hours, minutes] = slot.time.split(':').map(Number);
    const timeOfDay = (hours! * 60 + minutes!) * 60_000;
    const at = (date: string) => new Date(wallToEpoch(localDateDay(date)! * DAY_MS + timeOfDay, rules));
    const mine = seriesOccurrenceDates(engineRecurrence(recurrence), slot.weekday).filter(
      (_, i) => i % k === j,
    );
    if (mine.length === 0) return [];
    const start = at(mine[0]!);
    return [
      {
        part: j + 1,
        uid: `rotation-${j + 1}-of-${k}.${uid}`,
        start,
        end: new Date(start.getTime() + durationMinutes * 60_000),
        repeat: {
          zone,
          frequency: recurrence.frequency,
          interval: recurrence.interval * k,
          weekday: slot.weekday,
          ordinal: recurrence.frequency === 'monthly' ? (recurrence.ordinal ?? 1) : undefined,
          count: recurrence.count !== undefined ? mine.length : undefined,
          until: recurrence.until !== undefined ? at(mine.at(-1)!) : undefined,
          skipped: mine.filter((date) => skipped.has(date)).map(at),
        },
        occurrences: mine.map((date) => ({ date, start: at(date) })),
      },
    ];
  });
}

/** Whether a series of a rotation still meets: one whose every turn is skipped is no event any more. */
export const stillMeets = (series: Pick<RotationSeries, 'occurrences' | 'repeat'>) =>
  series.repeat.skipped.length < series.occurrences.length;
