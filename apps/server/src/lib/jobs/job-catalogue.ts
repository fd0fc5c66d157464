/** Invitations of one version (SEQUENCE) of a booked meeting, sent once its calendar event is written. */
export interface HeldInvitations {
  sequence: number;
  recipients: { participantId: string; link: string }[];
  notice:
    | { kind: 'scheduled' }
    | { kind: 'rescheduled'; previousStart: string; previousEnd: string }
    /** The meetings feature's `MeetingChange`, kept as data here (the job queue knows no features). */
    | { kind: 'updated'; change: { kind: string } & Record<string, unknown> };
}

/**
 * Every background job: its name, its payload and its retry policy. A feature that needs a new job adds
 * it here, so names and payloads stay checked end to end.
 */
export interface JobPayloads {
  /** Delivers one already-rendered outbox message. */
  'send-email': { outboxId: string };
  /**
   * Reminds a meeting's participants who have not answered; sent with startAfter from
   * automaticReminderAt. The handler re-reads the meeting, so a stale job (deadline moved, meeting
   * scheduled or cancelled) does nothing.
   */
  'meeting-reminders': { meetingId: string };
  /** At the response deadline: the meeting becomes ready and the organizer is told (same re-read rule). */
  'meeting-deadline': { meetingId: string };
  /** An organizer's daily digest of answers (answer notices). */
  'answer-digest': { organizerId: string };
  /**
   * Writes, updates or deletes the booked meeting in the organizer's write-target calendar (re-reads the
   * meeting). `held`: the invitations that wait for the video link the provider makes with the event.
   */
  'calendar-event-sync': { meetingId: string; held?: HeldInvitations };
  /** Refreshes outdated busy-time copies of calendar connections and deletes expired OAuth states; queues the next one. */
  'calendar-busy-refresh': { slot: string };
  /**
   * Deletes one event a deleted meeting left in its organizer's calendar. The meeting and its link are
   * gone by then, so the job carries what it needs: the calendar (our row) and the provider's event.
   */
  'calendar-event-remove': { calendarId: string; eventId: string; etag: string | null };
  /** Deletes answers, busy copies and message bodies older than the configured retention; queues the next one. */
  'privacy-retention': { slot: string };
  /**
   * Writes, moves or removes a meeting's tentative holds in its organizer's write calendar (re-reads the
   * meeting and its ranking). Queued with an id per meeting and time slot, so holds move at most once a slot.
   * `clockOffsetMs`: how far a test's pinned clock was from the real one when queued (absent in production).
   */
  'meeting-holds-sync': { meetingId: string; clockOffsetMs?: number };
  /** Removes holds left on calendars after booking, cancelling or deleting; queues the next one. */
  'meeting-holds-sweep': { slot: string };
  /** Sends one stored webhook delivery (re-reads it and its webhook; the job id is new for a redelivery). */
  'webhook-delivery': { deliveryId: string };
}

export type JobName = keyof JobPayloads;

export interface RetryPolicy {
  /** Retries after the first attempt. */
  retryLimit: number;
  /** Seconds before the first retry; doubled (with jitter) on each further one when backing off. */
  retryDelay: number;
  retryBackoff: boolean;
  /** An attempt still running after this long is treated as failed and retried. */
  expireInSeconds: number;
}

export const JOB_POLICIES: Record<JobName, RetryPolicy> = {
  // About an hour and a half of retries in all: a mail server's restart or greylisting is ridden out.
  'send-email': { retryLimit: 8, retryDelay: 15, retryBackoff: true, expireInSeconds: 300 },
  'meeting-reminders': { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 300 },
  'meeting-deadline': { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 300 },
  'answer-digest': { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 300 },
  // A run held by an instance that died is retried after the expiry: kept short, since a run still going
  // (a slow provider) holds the meeting's lock and the retry waits for it (whileHolding).
  'calendar-event-sync': { retryLimit: 6, retryDelay: 30, retryBackoff: true, expireInSeconds: 60 },
  // A missed sweep is covered by the next one five minutes later: a couple of quick retries are enough.
  'calendar-busy-refresh': { retryLimit: 2, retryDelay: 30, retryBackoff: false, expireInSeconds: 600 },
  // Deleting twice is harmless (the second finds it gone): a dead instance's run is retried a minute on.
  'calendar-event-remove': { retryLimit: 6, retryDelay: 30, retryBackoff: true, expireInSeconds: 60 },
  // Runs every hour: a missed run is covered by the next.
  'privacy-retention': { retryLimit: 2, retryDelay: 60, retryBackoff: false, expireInSeconds: 900 },
  'meeting-holds-sync': { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 300 },
  // Runs every 15 minutes: a missed run is covered by the next.
  'meeting-holds-sweep': { retryLimit: 2, retryDelay: 60, retryBackoff: false, expireInSeconds: 600 },
  // Ten retries doubling from a minute (with jitter): the last is about a day after the event.
  'webhook-delivery': { retryLimit: 10, retryDelay: 60, retryBackoff: true, expireInSeconds: 120 },
};
