import { recurrenceSchema, type RecurrenceDto } from '@overlap/contracts/schemas';
import type { Db } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import type { UserRow } from '../../users/table';
import type { MeetingContext } from '../shared';
import { ownBookedSeries } from './booked-series-guard';
import { meetingRepository as repo, type MeetingRow } from '../records';
import { occurrencesOf } from '../series';

const invalid = (message: string, field = 'date') =>
  new AppError('validation_failed', message, { [field]: message });

/** The recurrence with `date` no longer skipped, and that occurrence; refused unless it can come back. */
function recurrenceRestoring(meeting: MeetingRow & { recurrence: RecurrenceDto }, date: string, now: number) {
  const all = occurrencesOf(meeting);
  const occurrence = all.find((o) => o.date === date);
  if (!occurrence) {
    const last = all.at(-1);
    throw invalid(
      `The series has no occurrence on ${date}${last ? `; its last date is ${last.date}` : ''}. Dates after the series' end come back by a later last date in its settings.`,
    );
  }
  if (!occurrence.skipped)
    throw invalid(`The date ${date} is not cancelled, so there is nothing to restore.`);
  if (occurrence.start.getTime() < now)
    throw invalid(`The date ${date} has already passed, so it cannot be restored.`);
  const parsed = recurrenceSchema.safeParse({
    ...meeting.recurrence,
    skip: meeting.recurrence.skip.filter((d) => d !== date),
  });
  if (!parsed.success) throw invalid(parsed.error.issues[0]!.message);
  return { recurrence: parsed.data, occurrence };
}

/** Putting a cancelled date of a booked series back on: the REQUEST without its EXDATE, SEQUENCE + 1. */
export function createSeriesRestoration(ctx: MeetingContext) {
  const { db } = ctx;
  return {
    async restoreOccurrence(organizer: UserRow, meetingId: string, date: string): Promise<MeetingRow> {
      await ownBookedSeries(db, organizer, meetingId, {
        notRecurring: 'Only a recurring meeting has cancelled dates to restore.',
        rotation: 'A rotation’s cancelled dates cannot be restored one by one.',
        notBooked: (status) =>
          `This series is ${status}, not booked, so it has no cancelled dates to restore.`,
      });
      return db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        // Locked like a cancellation: of two restores at once, the second sees the date back on.
        const meeting = await repo.lockMeeting(t, meetingId);
        if (
          !meeting?.recurrence ||
          meeting.status !== 'scheduled' ||
          !meeting.chosenStart ||
          meeting.rotation
        )
          throw new AppError('conflict', 'This meeting changed meanwhile. Reload it.');
        const next = recurrenceRestoring({ ...meeting, recurrence: meeting.recurrence }, date, ctx.now());
        const booked = await repo.raiseSequenceIfBooked(t, meeting.id, { recurrence: next.recurrence });
        if (!booked) throw new AppError('conflict', 'This meeting changed meanwhile. Reload it.');
        const recipients = ctx.recipients(await repo.participantsOf(t, [meeting.id]));
        await ctx.notifier.updated(
          t,
          booked,
          {
            kind: 'series-restored',
            date: next.occurrence.start.toISOString(),
            zone: meeting.organizerZone,
          },
          recipients,
        );
        return booked;
      });
    },
  };
}

export type SeriesRestoration = ReturnType<typeof createSeriesRestoration>;
