import type { Db } from '../../../db/database';
import type { MeetingChange } from './meeting-change';
import type { EventPart } from '../series';
import type { MeetingRow, ParticipantRow } from '../records';

export type ReadyReason = 'answered' | 'deadline';

export interface Recipient {
  participant: ParticipantRow;
  link: string;
}

/** One meeting in an answer digest: who answered since the last digest, and how many have in all. */
export interface AnswerDigestItem {
  meeting: MeetingRow;
  people: ParticipantRow[];
  answered: number;
  total: number;
}

/** The booked time before a move. */
export interface PreviousTime {
  start: Date;
  end: Date;
}

/**
 * What the meetings feature tells the outside world. Each call runs inside the transaction of the change
 * that causes it, so an e-mail or calendar job is queued exactly when the change commits.
 */
export interface MeetingNotifier {
  /** A meeting request was stored (before its invitations). */
  created?(tx: Db, meeting: MeetingRow): Promise<void>;
  /** The organizer changed how many times the request holds (`meeting` as stored now, 0 for none). */
  holdsChanged?(tx: Db, meeting: MeetingRow): Promise<void>;
  /** A participant answered or declined through their link (`participant` as stored now). */
  answered?(tx: Db, meeting: MeetingRow, participant: ParticipantRow): Promise<void>;
  invited(tx: Db, meeting: MeetingRow, recipients: Recipient[]): Promise<void>;
  reminded(tx: Db, meeting: MeetingRow, recipients: Recipient[]): Promise<void>;
  /** The meeting is ready: every required person answered, or the answer deadline passed first. */
  allAnswered(tx: Db, meeting: MeetingRow, reason: ReadyReason): Promise<void>;
  scheduled(tx: Db, meeting: MeetingRow, recipients: Recipient[]): Promise<void>;
  /** The booked meeting moved (SEQUENCE raised): everyone gets the updated invitation, old → new. */
  rescheduled(tx: Db, meeting: MeetingRow, previous: PreviousTime, recipients: Recipient[]): Promise<void>;
  /** A booked meeting was reopened for new answers; its booked time stands until it moves. */
  reopenedForNewTime(
    tx: Db,
    meeting: MeetingRow,
    previous: PreviousTime,
    recipients: Recipient[],
  ): Promise<void>;
  /** The booked meeting changed otherwise (people, video link; SEQUENCE raised): `change` says how. */
  updated(tx: Db, meeting: MeetingRow, change: MeetingChange, recipients: Recipient[]): Promise<void>;
  /** A person was taken off the booked meeting: their copy is cancelled. */
  removed(tx: Db, meeting: MeetingRow, recipient: Recipient): Promise<void>;
  /**
   * The organizer asked to hear about each answer: `participant` answered or declined, and `answered`
   * of `total` people have now (charged to the organizer's quota before the call).
   */
  answerNotice?(
    tx: Db,
    meeting: MeetingRow,
    participant: ParticipantRow,
    progress: { answered: number; total: number },
  ): Promise<void>;
  /** The organizer's daily digest: the answers since the last one, meeting by meeting. */
  answerDigest?(tx: Db, organizerId: string, items: AnswerDigestItem[]): Promise<void>;
  /** A required person declined the booked meeting: the organizer is told. */
  bookedDeclined(tx: Db, meeting: MeetingRow, participant: ParticipantRow): Promise<void>;
  cancelled(tx: Db, meeting: MeetingRow, recipients: Recipient[]): Promise<void>;
  /**
   * One occurrence of a booked series was cancelled (now skipped, SEQUENCE raised): everyone gets a
   * CANCEL for that instance (RECURRENCE-ID), with the organizer's reason when they gave one.
   */
  occurrenceCancelled?(
    tx: Db,
    meeting: MeetingRow,
    occurrence: PreviousTime,
    reason: string,
    recipients: Recipient[],
  ): Promise<void>;
  /**
   * Series of a booked rotation that a change left without dates (SEQUENCE raised): everyone gets a
   * CANCEL naming each one's UID, besides the updated invitation for the series that go on.
   */
  seriesEnded?(tx: Db, meeting: MeetingRow, ended: EventPart[], recipients: Recipient[]): Promise<void>;
}

/** Used until e-mail and calendar jobs are wired in: the organizer copies links from their pages. */
export const silentNotifier: MeetingNotifier = {
  invited: async () => undefined,
  reminded: async () => undefined,
  allAnswered: async () => undefined,
  scheduled: async () => undefined,
  rescheduled: async () => undefined,
  reopenedForNewTime: async () => undefined,
  updated: async () => undefined,
  removed: async () => undefined,
  bookedDeclined: async () => undefined,
  cancelled: async () => undefined,
};
