import type { BusyInterval } from '../calendars/provider-port';
import type { ConnectedCalendarRow } from './tables';

export interface Interval {
  start: number;
  end: number;
}

/** An organizer's calendar time for ranking: busy, and tentative (their "if need be"). */
export interface OrganizerBusy<T> {
  busy: T;
  tentative: T;
}

export interface CalendarBusy {
  calendar: ConnectedCalendarRow;
  intervals: BusyInterval[];
  fetchedAt: number | null;
  /** True when the provider could not be read and these are older figures (or none at all). */
  stale: boolean;
}
