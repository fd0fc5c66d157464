import {
  type MeetingDetailDto,
  type MeetingDto,
  type PageQuery,
  type ScheduleAgainDto,
} from '@overlap/contracts/schemas';
import type { Db } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import { pageOf } from '../../../lib/paging/page';
import type { UserRow } from '../../users/table';
import type { AfterAnswer } from '../answers';
import type { BookMeeting, RescheduleMeeting } from '../booking';
import type { MeetingDelivery } from '../delivery';
import type { RankMeeting, RankSeriesMeeting } from '../ranking';
import { meetingRepository as repo } from '../records';
import {
  OPEN_STATUSES,
  type MeetingContext,
  chargeUpdates,
  createOwnMeetingFinder,
  presentMeeting,
  findOwnMeeting,
} from '../shared';
import { createMeeting, type CreateMeetingInput } from './create-meeting';
import {
  bytesOf,
  createMeetingSuggestions,
  type SuggestionsOptions,
  type SuggestionsResponse,
} from './meeting-suggestions';
import { scheduleAgainRequest } from './schedule-again';

/** What a signed-in organizer does with their own meetings; anyone else's meeting is `not_found`. */
export function createOrganizerMeetingService(
  ctx: MeetingContext,
  parts: {
    rank: RankMeeting;
    rankSeries: RankSeriesMeeting;
    book: BookMeeting;
    reschedule: RescheduleMeeting;
    afterAnswer: AfterAnswer;
    delivery: MeetingDelivery;
  },
) {
  const { db, notifier, now, recipients } = ctx;
  const ownMeeting = (organizer: UserRow, meetingId: string) => findOwnMeeting(db, organizer, meetingId);

  const suggestionsOf = createMeetingSuggestions(ctx, parts);
  const ownMeetingToRank = createOwnMeetingFinder(db, ctx.changes);

  return {
    create: (organizer: UserRow, request: CreateMeetingInput): Promise<MeetingDetailDto> =>
      createMeeting(ctx, organizer, request),

    async list(organizer: UserRow): Promise<MeetingDto[]> {
      const rows = await repo.listForOrganizer(db, organizer.id);
      const people = await repo.participantsOf(
        db,
        rows.map((m) => m.id),
      );
      return rows.map((m) =>
        presentMeeting(
          m,
          people.filter((p) => p.meetingId === m.id),
        ),
      );
    },

    /** One page of the list for `/api/v1`: `limit` meetings after the page that gave `cursor`. */
    async page(
      organizer: UserRow,
      query: PageQuery,
    ): Promise<{ items: MeetingDto[]; nextCursor: string | null }> {
      const { rows, nextCursor } = await pageOf(query, async (limit, after) =>
        (await repo.pageForOrganizer(db, organizer.id, limit, after)).map(({ meeting, at }) => ({
          row: meeting,
          place: { at, id: meeting.id },
        })),
      );
      const people = await repo.participantsOf(
        db,
        rows.map((m) => m.id),
      );
      return {
        items: rows.map((m) =>
          presentMeeting(
            m,
            people.filter((p) => p.meetingId === m.id),
          ),
        ),
        nextCursor,
      };
    },

    async detail(organizer: UserRow, meetingId: string): Promise<MeetingDetailDto> {
      return parts.delivery.detailOf(await ownMeeting(organizer, meetingId));
    },

    /** A new request copied from any of the organizer's meetings, to review and send; nothing is stored. */
    async scheduleAgain(organizer: UserRow, meetingId: string): Promise<ScheduleAgainDto> {
      const meeting = await ownMeeting(organizer, meetingId);
      const people = await repo.participantsOf(db, [meeting.id]);
      return { request: scheduleAgainRequest(meeting, people, now()) };
    },

    /** The suggestions as the route writes them out (see bytesOf). */
    async suggestionsAnswer(organizer: UserRow, meetingId: string, options: SuggestionsOptions = {}) {
      return suggestionsOf(await ownMeetingToRank(organizer, meetingId), options);
    },

    /** The same, as an object (for callers in this process). */
    async suggestions(organizer: UserRow, meetingId: string, options: SuggestionsOptions = {}) {
      const answer = await suggestionsOf(await ownMeetingToRank(organizer, meetingId), options);
      return JSON.parse(bytesOf(answer, false).toString('utf8')) as SuggestionsResponse;
    },

    async book(organizer: UserRow, meetingId: string, start: number): Promise<MeetingDto> {
      const meeting = await ownMeeting(organizer, meetingId);
      const booked = await parts.book(meeting, start);
      return presentMeeting(booked, await repo.participantsOf(db, [meeting.id]));
    },

    async reschedule(
      organizer: UserRow,
      meetingId: string,
      start: number,
      expectedSequence?: number,
    ): Promise<MeetingDto> {
      const meeting = await ownMeeting(organizer, meetingId);
      const moved = await parts.reschedule(meeting, start, expectedSequence);
      return presentMeeting(moved, await repo.participantsOf(db, [meeting.id]));
    },

    /** The reason goes into every person's e-mail and the CANCEL of a booked (or being moved) meeting. */
    async cancel(organizer: UserRow, meetingId: string, reason = ''): Promise<MeetingDto> {
      const meeting = await ownMeeting(organizer, meetingId);
      // A meeting reopened after booking is still on calendars at its earlier time: that is what is cancelled.
      const standing =
        meeting.previousStart && meeting.previousEnd
          ? {
              chosenStart: meeting.previousStart,
              chosenEnd: meeting.previousEnd,
              previousStart: null,
              previousEnd: null,
            }
          : {};
      const row = await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const cancelled = await repo.transition(
          t,
          meeting.id,
          ['collecting', 'ready', 'scheduled'],
          { status: 'cancelled', cancelReason: reason || null, ...standing },
          true,
        );
        if (cancelled) {
          const people = await repo.participantsOf(t, [meeting.id]);
          await chargeUpdates(ctx, t, cancelled, people);
          await notifier.cancelled(t, cancelled, recipients(people));
        }
        return cancelled;
      });
      if (!row && meeting.status !== 'cancelled')
        throw new AppError('conflict', 'This meeting changed meanwhile. Reload it.');
      const current = row ?? meeting;
      return presentMeeting(current, await repo.participantsOf(db, [meeting.id]));
    },

    /**
     * Collects answers again. A booked meeting keeps its time on every calendar, marked as being
     * rescheduled, and everyone is told once; a cancelled one starts over.
     */
    async reopen(organizer: UserRow, meetingId: string): Promise<MeetingDto> {
      const meeting = await ownMeeting(organizer, meetingId);
      // Like a move, which a rotation refuses: its new answers could never be booked as one time.
      if (meeting.status === 'scheduled' && meeting.rotation)
        throw new AppError(
          'conflict',
          'A booked rotation cannot be reopened for new answers. Cancel it and make a new request instead.',
        );
      const row =
        meeting.status === 'scheduled'
          ? await db.transaction(async (tx) => {
              const t = tx as unknown as Db;
              const reopened = await repo.reopenBooked(t, meeting.id);
              if (reopened?.previousStart && reopened.previousEnd) {
                const people = await repo.participantsOf(t, [meeting.id]);
                // Reopened, it has no chosen time of its own: what everyone is told about is the booked one.
                await chargeUpdates(ctx, t, meeting, people);
                await notifier.reopenedForNewTime(
                  t,
                  reopened,
                  { start: reopened.previousStart, end: reopened.previousEnd },
                  recipients(people),
                );
              }
              return reopened;
            })
          : await repo.transition(
              db,
              meeting.id,
              ['cancelled'],
              { status: 'collecting', chosenStart: null, chosenEnd: null, cancelReason: null },
              false,
            );
      // Reopened meanwhile by another request (a double click, a second tab): the same answer.
      if (!row && !OPEN_STATUSES.includes((await repo.findById(db, meeting.id))?.status ?? meeting.status))
        throw new AppError('conflict', 'This meeting changed meanwhile. Reload it.');
      await parts.afterAnswer(meeting.id);
      const current = (await repo.findById(db, meeting.id)) ?? meeting;
      return presentMeeting(current, await repo.participantsOf(db, [meeting.id]));
    },

    async remind(organizer: UserRow, meetingId: string): Promise<{ reminded: number }> {
      const meeting = await ownMeeting(organizer, meetingId);
      if (!OPEN_STATUSES.includes(meeting.status))
        throw new AppError('conflict', 'Answers are closed for this meeting.');
      const at = now();
      const cutoff = ctx.quota?.reminderCutoff(at) ?? new Date(at);
      const waiting = await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const due = await repo.remindWaiting(t, meeting.id, cutoff, new Date(at));
        await notifier.reminded(t, meeting, recipients(due));
        return due;
      });
      if (waiting.length > 0 || !ctx.quota) return { reminded: waiting.length };
      const everyone = await repo.participantsOf(db, [meeting.id]);
      const stillWaiting = everyone.filter((p) => p.status === 'invited' && p.remindedAt);
      if (stillWaiting.length > 0) {
        const lastReminded = Math.min(...stillWaiting.map((p) => p.remindedAt!.getTime()));
        throw ctx.quota.reminderRefusal(lastReminded + (at - cutoff.getTime()), at);
      }
      return { reminded: waiting.length };
    },
  };
}

export type OrganizerMeetingService = ReturnType<typeof createOrganizerMeetingService>;
