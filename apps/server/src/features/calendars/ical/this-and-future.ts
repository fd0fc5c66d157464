import { epochToWall, type TimeZoneRules } from '@overlap/engine/zoned-time';
import type { CalendarEventRecord, EventLength, IcalMoment } from './calendar-events';
import { instanceStartNamedBy, lengthIn, momentToEpoch, type ExpansionContext } from './instance-times';

/** How the instances after one RANGE=THISANDFUTURE change move: by a clock difference, to a new length. */
export interface LaterInstanceShift {
  /** The changed instance's original start: the shift applies to the instances after it. */
  after: number;
  byWall: number;
  length: EventLength;
}

/**
 * RFC 5545 (3.8.4.4): a RECURRENCE-ID with RANGE=THISANDFUTURE changes that instance and every later
 * one. A moved start moves the later ones by the same clock difference in the series' zone (so a weekly
 * 09:00 moved to 12:00 stays at 12:00 across a DST change), and they take the changed one's length. Each
 * instance follows the latest such change before it. Sorted by `after`.
 */
export function laterInstanceShifts(
  master: CalendarEventRecord,
  changes: readonly CalendarEventRecord[],
  seriesZone: TimeZoneRules,
  context: ExpansionContext,
): LaterInstanceShift[] {
  const wallOf = (moment: IcalMoment) => epochToWall(momentToEpoch(moment, context), seriesZone);
  return changes
    .map((change) => {
      const named = change.recurrenceId as IcalMoment;
      return {
        after: instanceStartNamedBy(named, master, context),
        byWall: wallOf(change.start) - wallOf(named),
        length: lengthIn(change, seriesZone),
      };
    })
    .sort((a, b) => a.after - b.after);
}
