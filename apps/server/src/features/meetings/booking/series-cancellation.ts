import type { ErrorParams } from '@overlap/contracts';
import {
  recurrenceSchema,
  type CancelOccurrenceRequest,
  type RecurrenceDto,
} from '@overlap/contracts/schemas';
import type { Db } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import type { UserRow } from '../../users/table';
import type { MeetingContext } from '../shared';
import { ownBookedSeries } from './booked-series-guard';
import { meetingRepository as repo, type MeetingRow } from '../records';
import { occurrencesOf } from '../series';

type Scope = NonNullable<CancelOccurrenceRequest['scope']>;

const invalid = (message: string, field = 'date', params?: ErrorParams) =>
  new AppError('validation_failed', message, { [field]: message }, undefined, params);

/**
 * The recurrence after cancelling `date` (`this`: one more skipped date) or everything from it
 * (`following`: the last kept date before it becomes UNTIL); null when nothing changes (a repeat).
 */
function recurrenceAfter(
  meeting: MeetingRow & { recurrence: RecurrenceDto },
  date: string,
  scope: Scope,
  now: number,
): { recurrence: RecurrenceDto; occurrence: ReturnType<typeof occurrencesOf>[number] } | null {
  const all = occurrencesOf(meeting);
  const index = all.findIndex((o) => o.date === date);
  const occurrence = all[index];
  if (!occurrence) {
    const first = all[0];
    throw invalid(
      `The series has no occurrence on ${date}${first ? `; it meets on dates like ${first.date}` : ''}.`,
      'date',
      first ? { date, firstDate: first.date } : { date },
    );
  }
  const kept = all.filter((o) => !o.skipped);
  const keptBefore = all.slice(0, index).filter((o) => !o.skipped);
  const { count: _count, until: _until, ...rule } = meeting.recurrence;
  if (scope === 'this') {
    if (occurrence.skipped) return null;
    if (kept.length === 1) throw invalid('This is the series’ only date left: cancel the meeting instead.');
  } else {
    if (keptBefore.length === 0)
      throw invalid('No date of the series would be left: cancel the meeting instead.');
    if (kept.every((o) => o.start.getTime() < occurrence.start.getTime())) return null;
  }
  if (occurrence.start.getTime() < now)
    throw invalid('This occurrence has already begun, so it cannot be cancelled.');
  const until = keptBefore.at(-1)?.date ?? date;
  const parsed = recurrenceSchema.safeParse(
    scope === 'this'
      ? { ...meeting.recurrence, skip: [...meeting.recurrence.skip, date] }
      : {
          ...rule,
          until,
          // Skipped dates after the new last date are gone with the rest of the series.
          skip: meeting.recurrence.skip.filter((d) => d <= until),
        },
  );
  if (!parsed.success) throw invalid(parsed.error.issues[0]!.message);
  return { recurrence: parsed.data, occurrence };
}

/** Cancelling occurrences of a booked series: one (CANCEL with RECURRENCE-ID) or the rest (new UNTIL). */
export function createSeriesCancellation(ctx: MeetingContext) {
  const { db } = ctx;
  return {
    async cancelOccurrences(
      organizer: UserRow,
      meetingId: string,
      request: { date: string; scope: Scope; reason: string },
    ): Promise<MeetingRow> {
      await ownBookedSeries(db, organizer, meetingId, {
        notRecurring: 'Only a recurring meeting has occurrences to cancel.',
        rotation: 'A booked rotation’s dates cannot be cancelled one by one.',
        notBooked: (status) => `This series is ${status}, not booked, so it has no occurrences to cancel.`,
      });
      return db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        // Locked: two cancellations at once each see the other's skipped date.
        const meeting = await repo.lockMeeting(t, meetingId);
        if (!meeting?.recurrence || meeting.status !== 'scheduled' || !meeting.chosenStart)
          throw new AppError('conflict', 'This meeting changed meanwhile. Reload it.');
        const series = { ...meeting, recurrence: meeting.recurrence };
        const next = recurrenceAfter(series, request.date, request.scope, ctx.now());
        if (!next) return meeting;
        const booked = await repo.raiseSequenceIfBooked(t, meeting.id, { recurrence: next.recurrence });
        if (!booked) throw new AppError('conflict', 'This meeting changed meanwhile. Reload it.');
        const recipients = ctx.recipients(await repo.participantsOf(t, [meeting.id]));
        if (request.scope === 'this') {
          await ctx.notifier.occurrenceCancelled?.(t, booked, next.occurrence, request.reason, recipients);
        } else {
          await ctx.notifier.updated(
            t,
            booked,
            {
              kind: 'series-cut',
              from: next.occurrence.start.toISOString(),
              zone: meeting.organizerZone,
              reason: request.reason,
            },
            recipients,
          );
        }
        return booked;
      });
    },
  };
}

export type SeriesCancellation = ReturnType<typeof createSeriesCancellation>;
