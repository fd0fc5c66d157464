import { randomUUID } from 'node:crypto';
import {
  DEFAULT_QUORUM_RULE,
  type MeetingDetailDto,
  type MeetingRequestFieldsDto,
  type QuorumRuleDto,
  type RecurrenceDto,
  type VideoLinkChoice,
} from '@overlap/contracts/schemas';
import type { Db } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import { jobStartFor } from '../../../lib/clock/server-clock';
import { automaticReminderAt } from '../../mail/reminders/reminder-schedule';
import type { UserRow } from '../../users/table';
import {
  type MeetingContext,
  chargeNewMeeting,
  requireRoomFor,
  presentMeetingDetail,
  newParticipantRow,
  type InvitedPerson,
} from '../shared';
import { meetingRepository as repo } from '../records';
import { requireHoldRoom } from '../../holds';
import { storedWindowOf } from '../series';
import { videoOf } from './video-link';

/** What an organizer asks for: the request's own fields as the organizer later sees them, and its people. */
export type CreateMeetingInput = Pick<
  MeetingRequestFieldsDto,
  | 'title'
  | 'description'
  | 'durationMinutes'
  | 'windowStart'
  | 'windowEnd'
  | 'allowedWeekdays'
  | 'allowedHours'
  | 'organizerZone'
  | 'deadline'
  | 'location'
  | 'autoSchedule'
> & {
  participants: InvitedPerson[];
  /** Checked against the people by the request schema; left out: everyone required. */
  quorumRule?: QuorumRuleDto | undefined;
  hideGuestList?: boolean | undefined;
  /** Left out: the organizer's default from Settings. */
  videoLink?: VideoLinkChoice | undefined;
  recurrence?: RecurrenceDto | null | undefined;
  /** How many top times to hold in the organizer's write calendar. */
  holds?: number | undefined;
};

/**
 * Stores a new meeting request with its people and their personal links, charges the organizer's quota,
 * invites everyone and times the automatic reminder and the deadline, all in one transaction.
 */
export async function createMeeting(
  ctx: MeetingContext,
  organizer: UserRow,
  request: CreateMeetingInput,
): Promise<MeetingDetailDto> {
  const { db, links, notifier, now, recipients } = ctx;
  const input = storedWindowOf(request);
  if (Date.parse(input.windowEnd) <= now())
    throw new AppError('validation_failed', 'The window has already ended.');
  requireRoomFor(ctx, 0, input.participants.length);
  const meetingId = randomUUID();
  const prepared = input.participants.map((p) => newParticipantRow(links, meetingId, p));
  const { meeting, people } = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await chargeNewMeeting(ctx, t, organizer, prepared.length);
    await requireHoldRoom(t, organizer.id, input.recurrence ? 0 : (input.holds ?? 0));
    const row = await repo.insertMeeting(
      t,
      {
        id: meetingId,
        organizerId: organizer.id,
        title: input.title,
        description: input.description,
        location: input.location,
        durationMinutes: input.durationMinutes,
        windowStart: new Date(input.windowStart),
        windowEnd: new Date(input.windowEnd),
        allowedWeekdays: [...new Set(input.allowedWeekdays)].sort(),
        allowedHours: input.allowedHours,
        organizerZone: input.organizerZone,
        deadline: input.deadline ? new Date(input.deadline) : null,
        autoSchedule: input.autoSchedule,
        quorumRule: input.quorumRule ?? DEFAULT_QUORUM_RULE,
        hideGuestList: input.hideGuestList ?? false,
        ...videoOf(input.videoLink ?? organizer.videoDefault),
        icalUid: `${meetingId}@overlap`,
        recurrence: input.recurrence ?? null,
        holdCount: input.holds ?? 0,
      },
      prepared,
    );
    const stored = await repo.participantsOf(t, [meetingId]);
    await notifier.created?.(t, row);
    await notifier.invited(t, row, recipients(stored));
    const remindAt = automaticReminderAt(new Date(now()), row.deadline);
    if (ctx.jobs && remindAt) {
      await ctx.jobs.send(
        t,
        'meeting-reminders',
        { meetingId },
        { startAfter: jobStartFor(remindAt), singletonKey: `reminders:${meetingId}` },
      );
    }
    if (ctx.jobs && row.deadline) {
      await ctx.jobs.send(
        t,
        'meeting-deadline',
        { meetingId },
        { startAfter: jobStartFor(row.deadline), singletonKey: `deadline:${meetingId}` },
      );
    }
    return { meeting: row, people: stored };
  });
  return presentMeetingDetail(meeting, people, ctx.detailContext);
}
