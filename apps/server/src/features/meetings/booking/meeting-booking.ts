import type { Db } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import { type MeetingContext } from '../shared';
import { bookIfOpen } from './book-if-open';
import { meetingRepository as repo, type MeetingRow } from '../records';
import { seriesBookingStart } from '../series';

export type BookMeeting = (meeting: MeetingRow, start: number) => Promise<MeetingRow>;

/**
 * A time can be booked (or moved to) inside the meeting's window and not in the past; a series by the
 * start of an occurrence at a candidate weekly slot, stored as its first occurrence (series-booking).
 */
export function checkSlot(
  ctx: MeetingContext,
  meeting: MeetingRow,
  requested: number,
): { start: number; end: number } {
  if (meeting.rotation)
    throw new AppError(
      'conflict',
      'This meeting is booked as a rotation, which cannot be moved to one time. Cancel it and make a new request instead.',
    );
  if (meeting.recurrence) {
    const first = seriesBookingStart({ ...meeting, recurrence: meeting.recurrence }, requested, ctx.now());
    return { start: first, end: first + meeting.durationMinutes * 60_000 };
  }
  const start = requested;
  const end = start + meeting.durationMinutes * 60_000;
  if (start < meeting.windowStart.getTime() || end > meeting.windowEnd.getTime()) {
    throw new AppError('validation_failed', 'The chosen time is outside the meeting window.');
  }
  if (start < ctx.now()) throw new AppError('validation_failed', 'The chosen time has already passed.');
  return { start, end };
}

/**
 * Books a meeting at `start` as one conditional update, so of concurrent requests exactly one books;
 * the participants are told in the same transaction. A meeting reopened after booking still stands at
 * its earlier time on every calendar: booking it again is a move (same UID, SEQUENCE + 1, old → new).
 */
export function createMeetingBooker(ctx: MeetingContext): BookMeeting {
  const { db, notifier } = ctx;
  return async function book(meeting, requested) {
    const { start, end } = checkSlot(ctx, meeting, requested);
    const previous =
      meeting.previousStart && meeting.previousEnd
        ? { start: meeting.previousStart, end: meeting.previousEnd }
        : null;
    const booked = await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const row = await bookIfOpen(t, meeting.id, {
        chosenStart: new Date(start),
        chosenEnd: new Date(end),
        previousStart: null,
        previousEnd: null,
      });
      if (!row) return null;
      const recipients = ctx.recipients(await repo.participantsOf(t, [row.id]));
      if (previous) {
        await repo.resetResponses(t, row.id);
        await notifier.rescheduled(t, row, previous, recipients);
      } else {
        await notifier.scheduled(t, row, recipients);
      }
      return row;
    });
    if (booked) return booked;
    const current = await repo.findById(db, meeting.id);
    // A repeated request for the same slot (double click, retry, many tabs) gets the same answer.
    if (current?.status === 'scheduled' && current.chosenStart?.getTime() === start) return current;
    if (current?.status === 'scheduled')
      throw new AppError(
        'conflict',
        'This meeting is already scheduled at another time. Move it with reschedule instead.',
      );
    throw new AppError('meeting_cancelled', 'This meeting is cancelled. Reopen it to schedule it.');
  };
}
