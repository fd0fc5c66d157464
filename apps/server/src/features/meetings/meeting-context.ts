import type { Db } from '../../db/database';
import type { JobQueue } from '../../lib/jobs/job-queue';
import type { MeetingNotifier, Recipient } from './meeting-notifier';
import type { LinkSealer } from './participant-links';
import type { MeetingRow, ParticipantRow } from './tables';

export interface MeetingServiceDeps {
  db: Db;
  /** Schedules the automatic reminder and the deadline; absent in tools that only seed data. */
  jobs?: Pick<JobQueue, 'send'>;
  links: LinkSealer;
  notifier: MeetingNotifier;
  publicUrl: string;
  clock?: () => number;
  /** The organizer's busy time from their connected calendars; without it they count as free. */
  organizerBusy?: (
    userId: string,
    range: { start: number; end: number },
  ) => Promise<{ start: number; end: number }[]>;
}

/** Statuses in which answers are still collected and the meeting can be booked. */
export const OPEN_STATUSES: MeetingRow['status'][] = ['collecting', 'ready'];

/** What every part of the meetings services shares: dependencies, the clock and personal links. */
export function createMeetingContext(deps: MeetingServiceDeps) {
  const now = deps.clock ?? Date.now;
  const linkFor = (token: string) => `${deps.publicUrl}/participant/availability?token=${token}`;
  const linkOf = (p: ParticipantRow) => linkFor(deps.links.open(p.tokenSealed, p.id));
  const recipients = (people: ParticipantRow[]): Recipient[] =>
    people.map((participant) => ({ participant, link: linkOf(participant) }));
  return { ...deps, now, linkOf, recipients };
}

export type MeetingContext = ReturnType<typeof createMeetingContext>;
