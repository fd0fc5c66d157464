import type { ErrorParams } from '@overlap/contracts';
import { RECURRENCE_LIMITS, type RotationSlotDto } from '@overlap/contracts/schemas';
import type { Db } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import { type MeetingContext, findOwnMeeting } from '../shared';
import type { UserRow } from '../../users/table';
import { bookIfOpen } from './book-if-open';
import { meetingRepository as repo, type MeetingRow } from '../records';
import { seriesBookingStart, rotationSeries } from '../series';

const invalid = (message: string, field = 'slots', params?: ErrorParams) =>
  new AppError('validation_failed', message, { [field]: message }, undefined, params);

const sameSlots = (a: RotationSlotDto[] | null, b: RotationSlotDto[]) =>
  a?.length === b.length && a.every((slot, i) => slot.weekday === b[i]!.weekday && slot.time === b[i]!.time);

/**
 * The rotation's series, each checked like a booked series (a weekly slot the request allows, not
 * begun): every slot gets at least one turn, and each series' step stays within a series' bounds.
 */
function checkedSeries(ctx: MeetingContext, meeting: MeetingRow, slots: RotationSlotDto[]) {
  const recurrence = meeting.recurrence;
  if (!recurrence) throw invalid('Only a recurring meeting can be booked as a rotation.', 'meeting');
  const k = slots.length;
  const series = rotationSeries(
    recurrence,
    meeting.organizerZone,
    slots,
    meeting.durationMinutes,
    meeting.icalUid,
  );
  if (series.length < k)
    throw invalid(
      `A rotation of ${k} times needs at least ${k} occurrences; this series has fewer.`,
      'slots',
      { count: k },
    );
  const max =
    recurrence.frequency === 'weekly'
      ? RECURRENCE_LIMITS.maxIntervalWeeks
      : RECURRENCE_LIMITS.maxIntervalMonths;
  if (recurrence.interval * k > max)
    throw invalid(
      `Each time of a rotation of ${k} would repeat every ${recurrence.interval * k} ${recurrence.frequency === 'weekly' ? 'weeks' : 'months'}; at most ${max} can be written.`,
      'slots',
      { count: k, every: recurrence.interval * k, frequency: recurrence.frequency, max },
    );
  series.forEach((s, j) => {
    try {
      seriesBookingStart({ ...meeting, recurrence }, s.start.getTime(), ctx.now());
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      throw invalid(`Time ${j + 1} of the rotation: ${error.message}`, 'slots', {
        number: j + 1,
        reason: error.message,
      });
    }
  });
  return series;
}

/**
 * Books a recurring meeting as a rotation (issue #14): two or three weekly slots that take turns, stored
 * on the meeting and written as that many series. One conditional update, like booking one time, so of
 * concurrent requests exactly one books; a repeat of the same rotation gets the same answer.
 */
export function createRotationBooker(ctx: MeetingContext) {
  const { db, notifier } = ctx;
  return async function bookRotation(
    organizer: UserRow,
    meetingId: string,
    slots: RotationSlotDto[],
  ): Promise<MeetingRow> {
    const meeting = await findOwnMeeting(db, organizer, meetingId);
    if (meeting.previousStart)
      throw new AppError(
        'conflict',
        'This meeting was booked before and is being rescheduled. Cancel it and make a new request to book a rotation.',
      );
    const series = checkedSeries(ctx, meeting, slots);
    const start = series[0]!.start;
    const booked = await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const row = await bookIfOpen(t, meeting.id, {
        chosenStart: start,
        chosenEnd: new Date(start.getTime() + meeting.durationMinutes * 60_000),
        rotation: slots,
      });
      if (!row) return null;
      await notifier.scheduled(t, row, ctx.recipients(await repo.participantsOf(t, [row.id])));
      return row;
    });
    if (booked) return booked;
    const current = await repo.findById(db, meeting.id);
    if (current?.status === 'scheduled' && sameSlots(current.rotation, slots)) return current;
    if (current?.status === 'scheduled')
      throw new AppError('conflict', 'This meeting is already booked at other times. Reload it.');
    throw new AppError('meeting_cancelled', 'This meeting is cancelled. Reopen it to schedule it.');
  };
}

export type BookRotation = ReturnType<typeof createRotationBooker>;
