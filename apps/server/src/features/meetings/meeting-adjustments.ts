import type { Relaxation, RelaxationChange } from '@overlap/engine';
import {
  MEETING_LIMITS,
  meetingTimeIssues,
  type MeetingDetailDto,
  type MeetingSettingsPatch,
} from '@overlap/contracts/schemas';
import { AppError } from '../../http/app-error';
import type { UserRow } from '../users/table';
import type { AfterAnswer } from './after-answer';
import { ORGANIZER_ID } from './engine-input';
import { OPEN_STATUSES, type MeetingContext } from './meeting-context';
import { meetingRepository as repo } from './meeting-repository';
import { presentMeetingDetail } from './meeting-presenter';
import { findOwnMeeting, isUuid } from './own-meeting';
import type { MeetingRow } from './tables';

const DAY_MS = 24 * 60 * 60 * 1000;

function requireOpen(meeting: MeetingRow) {
  if (!OPEN_STATUSES.includes(meeting.status))
    throw new AppError(
      'conflict',
      `This meeting is ${meeting.status}, so it cannot be changed. Reopen it first.`,
    );
}

/**
 * The relaxations the organizer can apply from the time selection page. The engine also counts the
 * organizer as someone who could be optional, and may offer a week more than the longest window
 * allowed; neither can be applied to a request, so neither is offered, alone or in a pair.
 */
export function applicableRelaxations(meeting: MeetingRow, relaxations: Relaxation[]): Relaxation[] {
  const applicable = (change: RelaxationChange) => {
    if (change.kind === 'make-optional') return change.participantId !== ORGANIZER_ID;
    if (change.kind === 'extend-window')
      return (
        meeting.windowEnd.getTime() + change.days * DAY_MS - meeting.windowStart.getTime() <=
        MEETING_LIMITS.windowMaxDays * DAY_MS
      );
    return true;
  };
  return relaxations.filter((r) => (r.kind === 'pair' ? r.changes.every(applicable) : applicable(r)));
}

/** Changes the organizer makes to an open request, such as applying a relaxation. */
export function createMeetingAdjustments(ctx: MeetingContext, parts: { afterAnswer: AfterAnswer }) {
  const { db } = ctx;

  async function detailOf(meetingId: string, fallback: MeetingRow): Promise<MeetingDetailDto> {
    const current = (await repo.findById(db, meetingId)) ?? fallback;
    return presentMeetingDetail(current, await repo.participantsOf(db, [meetingId]), ctx.detailContext);
  }

  return {
    async changeSettings(
      organizer: UserRow,
      meetingId: string,
      patch: MeetingSettingsPatch,
    ): Promise<MeetingDetailDto> {
      const meeting = await findOwnMeeting(db, organizer, meetingId);
      requireOpen(meeting);
      const windowEnd = patch.windowEnd ? new Date(patch.windowEnd) : meeting.windowEnd;
      const issues = meetingTimeIssues({
        windowStart: meeting.windowStart.toISOString(),
        windowEnd: windowEnd.toISOString(),
        durationMinutes: patch.durationMinutes ?? meeting.durationMinutes,
        deadline: meeting.deadline?.toISOString() ?? null,
      });
      if (patch.windowEnd && windowEnd.getTime() <= ctx.now())
        issues.push({ path: ['windowEnd'], message: 'The window has already ended.' });
      if (issues.length > 0)
        throw new AppError(
          'validation_failed',
          issues[0]!.message,
          Object.fromEntries(issues.map((i) => [i.path.join('.'), i.message])),
        );
      const row = await repo.updateSettings(db, meeting.id, OPEN_STATUSES, {
        ...(patch.durationMinutes !== undefined ? { durationMinutes: patch.durationMinutes } : {}),
        ...(patch.windowEnd ? { windowEnd } : {}),
        ...(patch.allowedWeekdays ? { allowedWeekdays: [...new Set(patch.allowedWeekdays)].sort() } : {}),
        ...(patch.allowedHours !== undefined ? { allowedHours: patch.allowedHours } : {}),
        ...(patch.allowOutsideWorkingHours !== undefined
          ? { allowOutsideWorkingHours: patch.allowOutsideWorkingHours }
          : {}),
      });
      if (!row) throw new AppError('conflict', 'This meeting changed meanwhile. Reload it.');
      await parts.afterAnswer(meeting.id);
      return detailOf(meeting.id, row);
    },

    async setParticipantRequired(
      organizer: UserRow,
      meetingId: string,
      participantId: string,
      required: boolean,
    ): Promise<MeetingDetailDto> {
      const meeting = await findOwnMeeting(db, organizer, meetingId);
      const participant = isUuid(participantId)
        ? await repo.setParticipantRequiredIfOpen(db, meeting.id, participantId, required, OPEN_STATUSES)
        : null;
      if (!participant) {
        requireOpen(meeting);
        throw new AppError('not_found', 'No participant with this id in this meeting.');
      }
      // Making the last person still waiting optional can make the meeting ready (or book it).
      await parts.afterAnswer(meeting.id);
      return detailOf(meeting.id, meeting);
    },
  };
}

export type MeetingAdjustments = ReturnType<typeof createMeetingAdjustments>;
