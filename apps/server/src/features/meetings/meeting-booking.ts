import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { OPEN_STATUSES, type MeetingContext } from './meeting-context';
import { meetingRepository as repo } from './meeting-repository';
import type { MeetingRow } from './tables';

export type BookMeeting = (meeting: MeetingRow, start: number) => Promise<MeetingRow>;

/**
 * Books a meeting at `start` as one conditional update, so of concurrent requests exactly one books;
 * the participants are told in the same transaction.
 */
export function createMeetingBooker(ctx: MeetingContext): BookMeeting {
  const { db, notifier } = ctx;
  return async function book(meeting, start) {
    const end = start + meeting.durationMinutes * 60_000;
    if (start < meeting.windowStart.getTime() || end > meeting.windowEnd.getTime()) {
      throw new AppError('validation_failed', 'The chosen time is outside the meeting window.');
    }
    if (start < ctx.now()) throw new AppError('validation_failed', 'The chosen time has already passed.');
    const booked = await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const row = await repo.transition(
        t,
        meeting.id,
        OPEN_STATUSES,
        { status: 'scheduled', chosenStart: new Date(start), chosenEnd: new Date(end) },
        true,
      );
      if (row) await notifier.scheduled(t, row, ctx.recipients(await repo.participantsOf(t, [row.id])));
      return row;
    });
    if (booked) return booked;
    const current = await repo.findById(db, meeting.id);
    // A repeated request for the same slot (double click, retry, many tabs) gets the same answer.
    if (current?.status === 'scheduled' && current.chosenStart?.getTime() === start) return current;
    if (current?.status === 'scheduled')
      throw new AppError(
        'conflict',
        'This meeting is already scheduled at another time. Reopen it to reschedule.',
      );
    throw new AppError('conflict', 'This meeting is cancelled. Reopen it to schedule it.');
  };
}
