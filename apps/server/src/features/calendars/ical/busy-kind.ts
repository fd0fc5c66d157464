import type { BusyKind } from '../provider-port';
import type { CalendarEventRecord } from './calendar-events';

/** Busy or tentative for one event, or null when it does not block time for this user. */
export function busyKindOf(event: CalendarEventRecord, userAddresses: Set<string>): BusyKind | null {
  if (event.status === 'CANCELLED' || event.transparent) return null;
  // Overlap's own holds are counted from its records: never for their own meeting, busy for the others.
  if (event.overlapHold) return null;
  const outlook = event.outlookBusyStatus;
  if (outlook === 'FREE' || outlook === 'WORKINGELSEWHERE') return null;
  const mine = event.attendees.find((attendee) => userAddresses.has(attendee.address));
  if (mine?.partstat === 'DECLINED') return null;
  if (event.status === 'TENTATIVE' || outlook === 'TENTATIVE' || mine?.partstat === 'TENTATIVE')
    return 'tentative';
  return 'busy';
}
