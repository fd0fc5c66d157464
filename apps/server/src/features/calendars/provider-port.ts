/** The one interface every calendar provider adapter implements. Times are epoch milliseconds. */
import type { EventRepeat } from '../../lib/ical/series-lines';

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
  /** Listed, but not counted until the person ticks it (Outlook's Birthdays and Holidays calendars). */
  offByDefault?: boolean;
}

export interface BusyTimeResult {
  intervals: BusyInterval[];
  /** False when served from a cache the provider could not refresh: never pass stale off as fresh. */
  fresh: boolean;
  /** When the data was last read from the provider. */
  fetchedAt: number;
  /** Lines and events of a calendar file that could not be read and were left out or repaired. */
  skipped?: number;
}

/** One provider item's busy intervals inside a sync window (an empty list: it no longer blocks time there). */
export interface BusyItem {
  /** The provider's own key for the item: a CalDAV object URL, a Google or Graph event id. */
  key: string;
  intervals: BusyInterval[];
}

export interface BusySyncResult {
  /** True: `changed` is everything inside the window and replaces what was kept (first read, or a refused token). */
  full: boolean;
  changed: BusyItem[];
  removed: string[];
  /** Where the next incremental read starts; null when the calendar offers none. */
  token: string | null;
  fetchedAt: number;
}

export interface Attendee {
  email: string;
  name?: string;
  optional?: boolean;
  /**
   * Their answer as Overlap knows it, written where the file is ours (CalDAV); Google and Graph keep
   * their own answers, which a write must not reset.
   */
  response?: AttendeeResponse;
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
  /**
   * Each guest sees only themselves in the provider's copy (Google `guestsCanSeeOtherGuests: false`,
   * Graph `hideAttendees`); the organizer's own copy still lists everyone.
   */
  hideGuestList?: boolean;
  /** Organizer address, written as ORGANIZER for CalDAV. */
  organizerEmail?: string;
  /** Stable iCalendar UID, so invitations and updates line up. */
  uid?: string;
  /** The meeting's SEQUENCE, the same as in the e-mailed invitations (written where the format has it). */
  sequence?: number;
  /** Ask the provider for a video call when creating the event (Google Meet at Google, Teams at Graph). */
  conference?: 'google-meet' | 'teams';
  /** A recurring meeting: `start`/`end` are its first occurrence, repeated in `repeat.zone`. */
  repeat?: EventRepeat;
  /**
   * A tentative hold on one of a meeting's top times: written tentative and tagged with the meeting's id
   * (see hold-tag.ts), so that busy reads recognise it and leave it out.
   */
  hold?: { meetingId: string };
}

export interface EventRef {
  calendarId: string;
  /** Provider id of the event: Google/Graph event id, CalDAV object URL. */
  eventId: string;
  /** Version tag for optimistic concurrency, when the provider has one. */
  etag?: string;
  uid?: string;
  /** The video call the provider made for the event, when it was asked for one. */
  videoLink?: string;
}

/** An attendee's answer to an event, as iCalendar PARTSTAT says it. */
export type AttendeeResponse = 'accepted' | 'tentative' | 'declined' | 'needs-action';

export interface AttendeeResponses {
  /** Per attendee address (lower case). */
  responses: { email: string; response: AttendeeResponse }[];
  etag?: string;
}

export interface CalendarProvider {
  readonly kind: ProviderKind;
  listCalendars(): Promise<CalendarSummary[]>;
  readBusyTime(calendarIds: string[], range: TimeRange): Promise<BusyTimeResult>;
  /**
   * Busy time per item inside `window`, incrementally from `token` where the provider allows it; a refused
   * or expired token gives a full answer. Resolves null when this calendar cannot be read this way.
   */
  syncBusy?(calendarId: string, window: TimeRange, token?: string): Promise<BusySyncResult | null>;
  /** The account's e-mail address, when the provider tells it. */
  accountAddress?(): Promise<string | null>;
  createEvent(calendarId: string, draft: EventDraft): Promise<EventRef>;
  /**
   * The event with this iCalendar UID in the calendar, or null (a deleted one is gone): how a write whose
   * answer was lost (the instance died) is found again. Finds events this app wrote with `draft.uid`.
   */
  findEventByUid(calendarId: string, uid: string): Promise<EventRef | null>;
  /** Fails with a `conflict` error when `ref.etag` is stale. */
  updateEvent(ref: EventRef, draft: EventDraft): Promise<EventRef>;
  deleteEvent(ref: EventRef): Promise<void>;
  /** The attendees' answers on an event this app wrote; null when the event is gone. */
  readResponses?(ref: EventRef): Promise<AttendeeResponses | null>;
  /** Withdraws this app's access at the provider (an OAuth grant), where the provider offers that. */
  revokeAccess?(): Promise<void>;
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
