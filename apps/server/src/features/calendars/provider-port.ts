/** The one interface every calendar provider adapter implements. Times are epoch milliseconds. */

export type ProviderKind = 'google' | 'microsoft' | 'icloud' | 'caldav' | 'ics';

export interface TimeRange {
  start: number;
  end: number;
}

export type BusyKind = 'busy' | 'tentative';

export interface BusyInterval {
  start: number;
  end: number;
  kind: BusyKind;
}

export interface CalendarSummary {
  /** Provider's own id: a Google calendar id, a Graph calendar id, a CalDAV collection URL, a feed URL. */
  id: string;
  name: string;
  /** IANA zone the provider reports for the calendar, when it does. */
  timeZone?: string;
  primary: boolean;
  canWrite: boolean;
}

export interface BusyTimeResult {
  intervals: BusyInterval[];
  /** False when served from a cache the provider could not refresh: never pass stale off as fresh. */
  fresh: boolean;
  /** When the data was last read from the provider. */
  fetchedAt: number;
}

export interface Attendee {
  email: string;
  name?: string;
  optional?: boolean;
}

export interface EventDraft {
  title: string;
  description?: string;
  location?: string;
  start: number;
  end: number;
  /** IANA zone the event is shown in; the instant is `start`/`end` either way. */
  timeZone: string;
  attendees: Attendee[];
  /** Organizer address, written as ORGANIZER for CalDAV. */
  organizerEmail?: string;
  /** Stable iCalendar UID, so invitations and updates line up. */
  uid?: string;
}

export interface EventRef {
  calendarId: string;
  /** Provider id of the event: Google/Graph event id, CalDAV object URL. */
  eventId: string;
  /** Version tag for optimistic concurrency, when the provider has one. */
  etag?: string;
  uid?: string;
}

export interface CalendarProvider {
  readonly kind: ProviderKind;
  listCalendars(): Promise<CalendarSummary[]>;
  readBusyTime(calendarIds: string[], range: TimeRange): Promise<BusyTimeResult>;
  createEvent(calendarId: string, draft: EventDraft): Promise<EventRef>;
  /** Fails with a `conflict` error when `ref.etag` is stale. */
  updateEvent(ref: EventRef, draft: EventDraft): Promise<EventRef>;
  deleteEvent(ref: EventRef): Promise<void>;
}

/** Options every adapter reads the same way: how long to wait, how often to retry. */
export interface ProviderCallOptions {
  timeoutMs?: number;
  maxAttempts?: number;
  /** Longest Retry-After we are willing to sleep inside one call; longer waits surface as rate-limited. */
  maxRetryWaitMs?: number;
  /** Injected for tests and for callers that track time; defaults to Date.now. */
  now?: () => number;
}
