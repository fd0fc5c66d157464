import type { PackedIntervals } from '@overlap/engine';
import type { ChangeFeed } from '../../../db/change-feed';
import type { Db } from '../../../db/database';
import { serverNow } from '../../../lib/clock/server-clock';
import type { JobQueue } from '../../../lib/jobs/job-queue';
import type { AccountQuota } from '../../../lib/quota/account-quota';
import type { MeetingNotifier, Recipient } from './meeting-notifier';
import type { LinkSealer } from './participant-links';
import type { RankOutcome, RankTask } from './ranking-task';
import type { MeetingRow, ParticipantRow } from '../records';

export interface MeetingServiceDeps {
  db: Db;
  /** Schedules the automatic reminder and the deadline; absent in tools that only seed data. */
  jobs?: Pick<JobQueue, 'send'>;
  links: LinkSealer;
  notifier: MeetingNotifier;
  publicUrl: string;
  /** MAIL_FROM: sends every e-mail, and is SENT-BY on the organizer's calendar copies. */
  mailFrom: { name: string; address: string };
  /** `outbox` when no mail server is configured: e-mails are kept for admins to read, not sent. */
  mailDelivery: 'smtp' | 'outbox';
  /** Per-account quotas on meetings, invitations and reminders; absent in tools that only seed data. */
  quota?: AccountQuota;
  /** People one meeting may have (MEETING_PARTICIPANTS_MAX); default: the schemas' own limit. */
  participantsMax?: number;
  /** Default: the server clock (a test may pin it per request). */
  clock?: () => number;
  /**
   * The organizer's busy and tentative ("if need be") time from their connected calendars; without it
   * they count as free. `forMeetingId`: the meeting being ranked, whose own holds never count.
   */
  organizerBusy?: (
    userId: string,
    range: { start: number; end: number },
    forMeetingId?: string,
  ) => Promise<{ busy: { start: number; end: number }[]; tentative: { start: number; end: number }[] }>;
  /** The same, packed as stored (epoch-minute pairs): what a meeting's ranking reads when it is given. */
  organizerBusyPacked?: (
    userId: string,
    range: { start: number; end: number },
    forMeetingId?: string,
  ) => Promise<{ busy: PackedIntervals; tentative: PackedIntervals }>;
  /**
   * Runs the engine, off the event loop for large meetings, and encodes the suggestions body where it
   * ranked when the task asks for it; default: inline.
   */
  rankSlots?: (task: RankTask) => Promise<RankOutcome>;
  /** Bounds how many ranking requests run at once (see RankingPool.admit); default: no bound. */
  admitRanking?: <T>(work: () => Promise<T>) => Promise<T>;
  /**
   * Changes to what rankings read, told by the database (decision 0033): while it is caught up, a cached
   * ranking and the meeting it belongs to are served from memory. Absent: always read.
   */
  changes?: ChangeFeed;
  /** Told each time a ranking is computed rather than served from the cache (tests count them). */
  onRanked?: (meetingId: string) => void;
}

/** Statuses in which answers are still collected and the meeting can be booked. */
export const OPEN_STATUSES: MeetingRow['status'][] = ['collecting', 'ready'];

/** What every part of the meetings services shares: dependencies, the clock and personal links. */
export function createMeetingContext(deps: MeetingServiceDeps) {
  const now = deps.clock ?? serverNow;
  const linkFor = (token: string) => `${deps.publicUrl}/participant/availability?token=${token}`;
  const linkOf = (p: ParticipantRow) => linkFor(deps.links.open(p.tokenSealed, p.id));
  const recipients = (people: ParticipantRow[]): Recipient[] =>
    people.map((participant) => ({ participant, link: linkOf(participant) }));
  const detailContext = { linkOf, mailDelivery: deps.mailDelivery };
  return { ...deps, now, linkOf, recipients, detailContext };
}

export type MeetingContext = ReturnType<typeof createMeetingContext>;
