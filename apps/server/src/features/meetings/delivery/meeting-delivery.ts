import type { DeclineOfferDto, EmailDeliveryState, MeetingDeliveryDto } from '@overlap/contracts/schemas';
import { AppError } from '../../../http/app-error';
import { eventSyncRepository } from '../../connections/event-sync-repository';
import { providerSendsInvitations } from '../../connections/event-sync';
import { providerReasonOf } from '../../connections/provider-messages';
import { mailFailureOf } from '../../mail/sending/mail-failure-reason';
import type { UserRow } from '../../users/table';
import { deliveryRepository } from './delivery-repository';
import { scheduledEmailKey } from '../notifications';
import { calendarWriteState } from './calendar-write-state';
import { type MeetingContext, presentMeetingDetail, findOwnMeeting, isUuid } from '../shared';
import type { RankMeeting } from '../ranking';
import { meetingRepository as repo, type MeetingRow, type ParticipantRow } from '../records';

const EMAIL_STATE: Record<'queued' | 'sent' | 'failed' | 'kept', EmailDeliveryState> = {
  queued: 'pending',
  sent: 'sent',
  failed: 'failed',
  kept: 'kept',
};

const NEXT_BEST_TIMES = 3;

const declinedOf = (p: ParticipantRow) => ({
  participantId: p.id,
  name: p.name,
  email: p.email,
  note: p.declineNote,
});

/** What happened after booking, for the calendar write and each participant's e-mail, with retries. */
export function createMeetingDelivery(ctx: MeetingContext, parts: { rank: RankMeeting }) {
  const { db } = ctx;

  /**
   * When a required person declined the booked time: who, and the next best times ranked from the
   * stored answers (times overlapping the booked one left out), each one call to move to.
   */
  async function declineOfferOf(
    meeting: MeetingRow,
    people: ParticipantRow[],
  ): Promise<DeclineOfferDto | null> {
    if (meeting.status !== 'scheduled' || !meeting.chosenStart || !meeting.chosenEnd) return null;
    const declined = people.filter((p) => p.required && p.response === 'declined');
    if (declined.length === 0) return null;
    // A series moves as a whole weekly slot, chosen from its own ranking (Move meeting), not single times.
    if (meeting.recurrence) return { declined: declined.map(declinedOf), nextBestTimes: [] };
    const { result } = await parts.rank(meeting);
    const booked = { start: meeting.chosenStart.getTime(), end: meeting.chosenEnd.getTime() };
    const nextBestTimes = result.slots
      .filter((s) => s.start >= ctx.now() && (s.end <= booked.start || s.start >= booked.end))
      .slice(0, NEXT_BEST_TIMES)
      .map((s) => ({
        start: new Date(s.start).toISOString(),
        end: new Date(s.end).toISOString(),
        reasons: s.reasons,
        structuredReasons: s.structuredReasons,
        counts: s.counts,
      }));
    return {
      declined: declined.map(declinedOf),
      nextBestTimes,
    };
  }

  async function statusOf(meeting: MeetingRow, people: ParticipantRow[]): Promise<MeetingDeliveryDto | null> {
    if (meeting.status !== 'scheduled') return null;
    const keyOf = (p: ParticipantRow) => scheduledEmailKey(meeting, p.id);
    const [outcome, provider, emails] = await Promise.all([
      eventSyncRepository.outcome(db, meeting.id),
      eventSyncRepository.eventCalendarProvider(db, meeting.id, meeting.organizerId),
      deliveryRepository.emailsByDedupeKey(db, people.map(keyOf)),
    ]);
    const byKey = new Map(emails.map((e) => [e.dedupeKey, e]));
    const current = outcome && outcome.sequence === meeting.sequence ? outcome : null;
    return {
      calendar: {
        state: calendarWriteState(current, provider),
        calendarName: current?.calendarName ?? null,
        provider: current?.provider ?? provider,
        message: current?.message ?? null,
        reason: providerReasonOf(current?.message ?? null),
      },
      invitationsFromCalendar: providerSendsInvitations(provider),
      emails: people.map((p) => {
        const email = byKey.get(keyOf(p));
        return {
          participantId: p.id,
          state: email ? EMAIL_STATE[email.status] : 'not_sent',
          message: email?.lastError ?? null,
          reason: email?.status === 'sent' ? null : mailFailureOf(email?.lastError ?? null),
        };
      }),
    };
  }

  async function detailOf(meeting: MeetingRow) {
    const people = await repo.participantsOf(db, [meeting.id]);
    return {
      ...presentMeetingDetail(meeting, people, ctx.detailContext, await declineOfferOf(meeting, people)),
      delivery: await statusOf(meeting, people),
    };
  }

  function requireScheduled(meeting: MeetingRow) {
    if (meeting.status !== 'scheduled')
      throw new AppError(
        'conflict',
        `This meeting is ${meeting.status}, so there is nothing to retry.`,
        undefined,
        undefined,
        {
          status: meeting.status,
        },
      );
    if (!ctx.jobs) throw new AppError('unavailable');
    return ctx.jobs;
  }

  return {
    statusOf,
    detailOf,

    /** Writes the event again after a failure; a repeated request while it is pending does nothing. */
    async retryCalendar(organizer: UserRow, meetingId: string) {
      const meeting = await findOwnMeeting(db, organizer, meetingId);
      const jobs = requireScheduled(meeting);
      await db.transaction(async (tx) => {
        const t = tx as unknown as typeof db;
        if (await eventSyncRepository.clearFailure(t, meeting.id))
          await jobs.send(t, 'calendar-event-sync', { meetingId: meeting.id });
      });
      return detailOf(meeting);
    },

    /** Sends a participant's failed "scheduled" e-mail again; a repeated request does nothing. */
    async retryEmail(organizer: UserRow, meetingId: string, participantId: string) {
      const meeting = await findOwnMeeting(db, organizer, meetingId);
      const jobs = requireScheduled(meeting);
      const people = await repo.participantsOf(db, [meeting.id]);
      const participant = isUuid(participantId) ? people.find((p) => p.id === participantId) : undefined;
      if (!participant) throw new AppError('not_found', 'No participant with this id in this meeting.');
      await db.transaction(async (tx) => {
        const t = tx as unknown as typeof db;
        const outboxId = await deliveryRepository.requeueFailed(
          t,
          scheduledEmailKey(meeting, participant.id),
        );
        if (outboxId) await jobs.send(t, 'send-email', { outboxId });
      });
      return detailOf(meeting);
    },
  };
}

export type MeetingDelivery = ReturnType<typeof createMeetingDelivery>;
