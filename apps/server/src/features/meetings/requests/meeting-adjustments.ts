import {
  meetingTimeIssues,
  quorumRuleIssues,
  type MeetingDetailDto,
  recurrenceSchema,
  type MeetingSettingsPatch,
  type RecurrenceDto,
} from '@overlap/contracts/schemas';
import type { Db } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import type { UserRow } from '../../users/table';
import { requireHoldRoom } from '../../holds';
import type { AfterAnswer } from '../answers';
import {
  OPEN_STATUSES,
  type MeetingContext,
  chargeUpdates,
  presentMeetingDetail,
  findOwnMeeting,
} from '../shared';
import { meetingRepository as repo, type MeetingRow } from '../records';
import { endedPartsOf } from '../series';
import { videoOf } from './video-link';

/**
 * The meeting's recurrence with new skipped dates and/or a new last date, checked like a new request;
 * null when neither is asked for.
 */
function nextRecurrence(
  meeting: MeetingRow,
  skip: string[] | undefined,
  until: string | undefined,
): RecurrenceDto | null {
  if (skip === undefined && until === undefined) return null;
  const field = skip !== undefined ? 'skippedOccurrences' : 'seriesUntil';
  if (!meeting.recurrence)
    throw new AppError('validation_failed', 'Only a recurring meeting has occurrences to change.', {
      [field]: 'Only a recurring meeting has occurrences to change',
    });
  const { count, ...rest } = meeting.recurrence;
  const parsed = recurrenceSchema.safeParse({
    ...(until !== undefined ? { ...rest, until } : { ...rest, count }),
    ...(skip !== undefined ? { skip } : {}),
  });
  if (!parsed.success) {
    const message = parsed.error.issues[0]!.message;
    throw new AppError('validation_failed', message, { [field]: message });
  }
  return parsed.data;
}

function requireOpen(meeting: MeetingRow) {
  if (!OPEN_STATUSES.includes(meeting.status))
    throw new AppError(
      'conflict',
      `This meeting is ${meeting.status}, so it cannot be changed. Reopen it first.`,
      undefined,
      undefined,
      { status: meeting.status },
    );
}

/** Changes the organizer makes to an open request, such as applying a relaxation. */
export function createMeetingAdjustments(ctx: MeetingContext, parts: { afterAnswer: AfterAnswer }) {
  const { db } = ctx;

  async function detailOf(meetingId: string, fallback: MeetingRow): Promise<MeetingDetailDto> {
    const current = (await repo.findById(db, meetingId)) ?? fallback;
    return presentMeetingDetail(current, await repo.participantsOf(db, [meetingId]), ctx.detailContext);
  }

  /**
   * The video link may change at any stage but cancelled; on a booked meeting everyone gets the
   * updated invitation (SEQUENCE + 1) and the organizer's event follows.
   */
  async function changeVideo(meeting: MeetingRow, choice: NonNullable<MeetingSettingsPatch['videoLink']>) {
    if (meeting.status === 'cancelled')
      throw new AppError('meeting_cancelled', 'This meeting is cancelled, so its video link cannot change.');
    const video = videoOf(choice, meeting);
    if (video.conference === meeting.conference && video.videoLink === meeting.videoLink) return;
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const booked = await repo.raiseSequenceIfBooked(t, meeting.id, video);
      if (booked) {
        const people = await repo.participantsOf(t, [meeting.id]);
        await chargeUpdates(ctx, t, booked, people);
        await ctx.notifier.updated(
          t,
          booked,
          { kind: video.videoLink ? 'video-changed' : 'video-removed' },
          ctx.recipients(people),
        );
        return;
      }
      if (!(await repo.updateVideo(t, meeting.id, ['collecting', 'ready'], video)))
        throw new AppError('conflict', 'This meeting changed meanwhile. Reload it.');
    });
  }

  /**
   * Skipping dates of a booked series cancels those occurrences (new EXDATE), a new last date cancels
   * the rest (new UNTIL): everyone gets the updated invitation (SEQUENCE + 1) and the organizer's event
   * follows.
   */
  async function changeSeriesOfBooked(meeting: MeetingRow, recurrence: RecurrenceDto) {
    const before = meeting.recurrence!;
    const endChanged = recurrence.until !== before.until || recurrence.count !== before.count;
    if (!endChanged && recurrence.skip.join() === before.skip.join()) return;
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const booked = await repo.raiseSequenceIfBooked(t, meeting.id, { recurrence });
      if (!booked) throw new AppError('conflict', 'This meeting changed meanwhile. Reload it.');
      const people = await repo.participantsOf(t, [meeting.id]);
      await chargeUpdates(ctx, t, booked, people);
      await ctx.notifier.updated(
        t,
        booked,
        endChanged ? { kind: 'series-ends', until: recurrence.until } : { kind: 'series-skips' },
        ctx.recipients(people),
      );
      const ended = endedPartsOf(meeting, booked);
      if (ended.length > 0) await ctx.notifier.seriesEnded?.(t, booked, ended, ctx.recipients(people));
    });
  }

  return {
    async changeSettings(
      organizer: UserRow,
      meetingId: string,
      patch: MeetingSettingsPatch,
    ): Promise<MeetingDetailDto> {
      const meeting = await findOwnMeeting(db, organizer, meetingId);
      const { videoLink, skippedOccurrences, seriesUntil, ...timing } = patch;
      const series = nextRecurrence(meeting, skippedOccurrences, seriesUntil);
      if (videoLink && !series && Object.values(timing).every((v) => v === undefined)) {
        await changeVideo(meeting, videoLink);
        return detailOf(meeting.id, meeting);
      }
      if (series && meeting.status === 'scheduled' && Object.values(timing).every((v) => v === undefined)) {
        await changeSeriesOfBooked(meeting, series);
        if (videoLink) await changeVideo((await repo.findById(db, meeting.id)) ?? meeting, videoLink);
        return detailOf(meeting.id, meeting);
      }
      requireOpen(meeting);
      if (patch.windowEnd && meeting.recurrence) {
        const fixed =
          'A repeating meeting is answered in the week from its first date, so its window cannot change.';
        throw new AppError('validation_failed', fixed, { windowEnd: fixed });
      }
      const windowEnd = patch.windowEnd ? new Date(patch.windowEnd) : meeting.windowEnd;
      const issues = meetingTimeIssues({
        windowStart: meeting.windowStart.toISOString(),
        windowEnd: windowEnd.toISOString(),
        durationMinutes: patch.durationMinutes ?? meeting.durationMinutes,
        deadline: meeting.deadline?.toISOString() ?? null,
      });
      if (patch.windowEnd && windowEnd.getTime() <= ctx.now())
        issues.push({ path: ['windowEnd'], message: 'The window has already ended.' });
      if (patch.holds && meeting.recurrence)
        issues.push({ path: ['holds'], message: 'A repeating meeting cannot hold times.' });
      if (patch.quorumRule) {
        const invitees = await repo.participantsOf(db, [meeting.id]);
        issues.push(...quorumRuleIssues(patch.quorumRule, invitees, meeting.recurrence !== null));
      }
      if (issues.length > 0)
        throw new AppError(
          'validation_failed',
          issues[0]!.message,
          Object.fromEntries(issues.map((i) => [i.path.join('.'), i.message])),
        );
      const holds = patch.holds;
      const row = await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        if (holds !== undefined) await requireHoldRoom(t, meeting.organizerId, holds, meeting.id);
        const changed = await repo.updateSettings(t, meeting.id, OPEN_STATUSES, {
          ...(patch.durationMinutes !== undefined ? { durationMinutes: patch.durationMinutes } : {}),
          ...(patch.windowEnd ? { windowEnd } : {}),
          ...(patch.allowedWeekdays ? { allowedWeekdays: [...new Set(patch.allowedWeekdays)].sort() } : {}),
          ...(patch.allowedHours !== undefined ? { allowedHours: patch.allowedHours } : {}),
          ...(patch.allowOutsideWorkingHours !== undefined
            ? { allowOutsideWorkingHours: patch.allowOutsideWorkingHours }
            : {}),
          ...(series ? { recurrence: series } : {}),
          ...(patch.quorumRule ? { quorumRule: patch.quorumRule } : {}),
          ...(holds !== undefined ? { holdCount: holds } : {}),
        });
        if (changed && holds !== undefined && holds !== meeting.holdCount)
          await ctx.notifier.holdsChanged?.(t, changed);
        return changed;
      });
      if (!row) throw new AppError('conflict', 'This meeting changed meanwhile. Reload it.');
      if (videoLink) await changeVideo(row, videoLink);
      await parts.afterAnswer(meeting.id);
      return detailOf(meeting.id, row);
    },
  };
}

export type MeetingAdjustments = ReturnType<typeof createMeetingAdjustments>;
