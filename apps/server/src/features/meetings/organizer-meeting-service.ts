import { randomUUID } from 'node:crypto';
import type { HeatMapForm, Locale } from '@overlap/contracts';
import type {
  MeetingDetailDto,
  MeetingDto,
  RecurrenceDto,
  VideoLinkChoice,
} from '@overlap/contracts/schemas';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { jobStartFor } from '../../lib/clock/server-clock';
import { automaticReminderAt } from '../mail/reminders/reminder-schedule';
import type { UserRow } from '../users/table';
import type { AfterAnswer } from './after-answer';
import { OPEN_STATUSES, type MeetingContext } from './meeting-context';
import { applicableRelaxations } from './meeting-adjustments';
import type { BookMeeting } from './meeting-booking';
import type { MeetingDelivery } from './meeting-delivery';
import type { RankMeeting } from './meeting-ranking';
import { chargeNewMeeting, chargeUpdates, requireRoomFor } from './meeting-quota';
import type { RescheduleMeeting } from './meeting-reschedule';
import { meetingRepository as repo } from './meeting-repository';
import { presentMeeting, presentMeetingDetail } from './meeting-presenter';
import type { RankSeriesMeeting } from './series-ranking';
import { heatMapOnWire } from './heat-map-wire';
import { storedWindowOf } from './series-window';
import { shownRanking } from './suggestions-body';
import { findOwnMeeting } from './own-meeting';
import { hashParticipantToken, newParticipantToken } from './participant-links';
import { videoOf } from './video-link';

export interface CreateMeetingInput {
  title: string;
  description: string;
  durationMinutes: number;
  participants: {
    email: string;
    name?: string | undefined;
    required: boolean;
    locale?: Locale | undefined;
  }[];
  windowStart: string;
  windowEnd: string;
  allowedWeekdays: number[];
  allowedHours: { start: string; end: string } | null;
  organizerZone: string;
  deadline: string | null;
  location: string | null;
  autoSchedule: boolean;
  hideGuestList?: boolean | undefined;
  /** Left out: the organizer's default from Settings. */
  videoLink?: VideoLinkChoice | undefined;
  recurrence?: RecurrenceDto | null | undefined;
}

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
  const { db, links, notifier, now, recipients } = ctx;
  const ownMeeting = (organizer: UserRow, meetingId: string) => findOwnMeeting(db, organizer, meetingId);

  async function seriesSuggestions(meeting: Parameters<RankSeriesMeeting>[0], near?: number) {
    if (near !== undefined)
      throw new AppError('validation_failed', 'A recurring meeting has no times near one date.', {
        near: 'A recurring meeting has no times near one date',
      });
    const { result, people } = await parts.rankSeries(meeting);
    return {
      now: new Date(now()).toISOString(),
      meeting: presentMeeting(meeting, people),
      waitingFor: people
        .filter((p) => p.status === 'invited')
        .map((p) => ({ id: p.id, name: p.name, email: p.email, required: p.required })),
      series: result,
    };
  }

  return {
    async create(organizer: UserRow, request: CreateMeetingInput): Promise<MeetingDetailDto> {
      const input = storedWindowOf(request);
      if (Date.parse(input.windowEnd) <= now())
        throw new AppError('validation_failed', 'The window has already ended.');
      requireRoomFor(ctx, 0, input.participants.length);
      const meetingId = randomUUID();
      const prepared = input.participants.map((p) => {
        const id = randomUUID();
        const token = newParticipantToken();
        return {
          id,
          meetingId,
          email: p.email,
          name: p.name ?? null,
          required: p.required,
          locale: p.locale ?? null,
          tokenHash: hashParticipantToken(token),
          tokenSealed: links.seal(token, id),
        };
      });
      const { meeting, people } = await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        await chargeNewMeeting(ctx, t, organizer, prepared.length);
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
            hideGuestList: input.hideGuestList ?? false,
            ...videoOf(input.videoLink ?? organizer.videoDefault),
            icalUid: `${meetingId}@overlap`,
            recurrence: input.recurrence ?? null,
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
    },

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

    async detail(organizer: UserRow, meetingId: string): Promise<MeetingDetailDto> {
      return parts.delivery.detailOf(await ownMeeting(organizer, meetingId));
    },

    /**
     * `near` (epoch ms inside the window): "More times near this" instead of the varied best slots.
     * `heatMap`: how the heat map's rows are spelled (heat-map-wire.ts).
     */
    async suggestions(
      organizer: UserRow,
      meetingId: string,
      { near, heatMap = 'letters' }: { near?: number | undefined; heatMap?: HeatMapForm | undefined } = {},
    ) {
      const meeting = await ownMeeting(organizer, meetingId);
      if (meeting.recurrence) return seriesSuggestions({ ...meeting, recurrence: meeting.recurrence }, near);
      if (near !== undefined && (near < meeting.windowStart.getTime() || near >= meeting.windowEnd.getTime()))
        throw new AppError('validation_failed', 'Choose a time inside the meeting’s window to look near.', {
          near: 'Choose a time inside the meeting’s window',
        });
      const { result, people } = await parts.rank(
        meeting,
        near === undefined ? {} : { focus: { start: near } },
      );
      return {
        now: new Date(now()).toISOString(),
        meeting: presentMeeting(meeting, people),
        waitingFor: people
          .filter((p) => p.status === 'invited')
          .map((p) => ({ id: p.id, name: p.name, email: p.email, required: p.required })),
        ranking: shownRanking(result, heatMap, (r) => ({
          ...r,
          heatMap: heatMapOnWire(r.heatMap, heatMap),
          relaxations: applicableRelaxations(meeting, r.relaxations),
        })),
      };
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
