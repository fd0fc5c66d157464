import type { Db } from '../../db/database';
import type { MeetingRow, ParticipantRow } from './tables';

export type ReadyReason = 'answered' | 'deadline';

export interface Recipient {
  participant: ParticipantRow;
  link: string;
}

/**
 * What the meetings feature tells the outside world. Each call runs inside the transaction of the change
 * that causes it, so an e-mail or calendar job is queued exactly when the change commits.
 */
export interface MeetingNotifier {
  invited(tx: Db, meeting: MeetingRow, recipients: Recipient[]): Promise<void>;
  reminded(tx: Db, meeting: MeetingRow, recipients: Recipient[]): Promise<void>;
  /** The meeting is ready: every required person answered, or the answer deadline passed first. */
  allAnswered(tx: Db, meeting: MeetingRow, reason: ReadyReason): Promise<void>;
  scheduled(tx: Db, meeting: MeetingRow, recipients: Recipient[]): Promise<void>;
  cancelled(tx: Db, meeting: MeetingRow, recipients: Recipient[]): Promise<void>;
}

/** Used until e-mail and calendar jobs are wired in: the organizer copies links from their pages. */
export const silentNotifier: MeetingNotifier = {
  invited: async () => undefined,
  reminded: async () => undefined,
  allAnswered: async () => undefined,
  scheduled: async () => undefined,
  cancelled: async () => undefined,
};
