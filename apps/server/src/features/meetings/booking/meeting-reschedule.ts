import type { Db } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import { checkSlot, type BookMeeting } from './meeting-booking';
import { type MeetingContext, chargeUpdates } from '../shared';
import { meetingRepository as repo, type MeetingRow } from '../records';
import { movedRecurrence } from '../series';

export type RescheduleMeeting = (
  meeting: MeetingRow,
  start: number,
  expectedSequence?: number,
) => Promise<MeetingRow>;

const SERIES_BEGUN =
  'This series has begun, so it cannot move as a whole. Cancel the dates that no longer work, or the rest of the series, and book a new one.';
const MOVED_MEANWHILE = 'This meeting was moved or changed meanwhile. Reload it and choose again.';

/**
 * Moves a booked meeting (a series moves whole, to another weekly slot): one conditional update on its status and SEQUENCE, so of concurrent moves
 * exactly one happens; in the same transaction everyone's answer is reset and everyone is told (same UID,
 * SEQUENCE + 1, old → new), and the organizer's calendar event is updated in place by its job.
 */
export function createMeetingRescheduler(
  ctx: MeetingContext,
  parts: { book: BookMeeting },
): RescheduleMeeting {
  const { db, notifier } = ctx;

  /** What a move that lost a race answers: the same move is done already; any other is refused. */
  async function afterLostRace(meetingId: string, start: number): Promise<MeetingRow> {
    const current = await repo.findById(db, meetingId);
    if (current?.status === 'scheduled' && current.chosenStart?.getTime() === start) return current;
    if (current?.status === 'cancelled') throw new AppError('meeting_cancelled');
    throw new AppError('conflict', MOVED_MEANWHILE);
  }

  return async function reschedule(meeting, requested, expectedSequence) {
    if (meeting.status === 'cancelled') throw new AppError('meeting_cancelled');
    if (meeting.status !== 'scheduled') {
      // Reopened after booking: choosing the new time is the move.
      if (meeting.previousStart) return parts.book(meeting, requested);
      throw new AppError('conflict', 'This meeting has no booked time yet. Book a time first.');
    }
    // Its past dates happened where they were: a series moves whole only before its first date.
    if (meeting.recurrence && meeting.chosenStart && meeting.chosenStart.getTime() < ctx.now())
      throw new AppError('conflict', SERIES_BEGUN);
    const { start, end } = checkSlot(ctx, meeting, requested);
    if (expectedSequence !== undefined && expectedSequence !== meeting.sequence)
      return afterLostRace(meeting.id, start);
    if (meeting.chosenStart?.getTime() === start) return meeting;
    const previous = { start: meeting.chosenStart!, end: meeting.chosenEnd! };
    const moved = await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const row = await repo.moveBooked(t, meeting.id, meeting.sequence, {
        chosenStart: new Date(start),
        chosenEnd: new Date(end),
        ...(meeting.recurrence
          ? {
              recurrence: movedRecurrence(
                meeting.recurrence,
                meeting.organizerZone,
                previous.start,
                new Date(start),
              ),
            }
          : {}),
      });
      if (!row) return null;
      await repo.resetResponses(t, row.id);
      const people = await repo.participantsOf(t, [row.id]);
      await chargeUpdates(ctx, t, row, people);
      await notifier.rescheduled(t, row, previous, ctx.recipients(people));
      return row;
    });
    return moved ?? afterLostRace(meeting.id, start);
  };
}
