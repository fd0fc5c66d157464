import { randomUUID } from 'node:crypto';
import { rankSlots, type RankResult } from '@overlap/engine';
import type { AvailabilityRequest, MeetingDetailDto, MeetingDto } from '@overlap/contracts/schemas';
import type { Db } from '../../db/database';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { automaticReminderAt } from '../mail/reminders/reminder-schedule';
import { AppError } from '../../http/app-error';
import type { UserRow } from '../users/table';
import { buildRankInput } from './engine-input';
import { meetingRepository as repo } from './meeting-repository';
import type { MeetingNotifier, Recipient } from './meeting-notifier';
import { presentMeeting, presentMeetingDetail, presentParticipantView } from './meeting-presenter';
import { hashParticipantToken, newParticipantToken, type LinkSealer } from './participant-links';
import type { MeetingRow, ParticipantRow } from './tables';

export interface CreateMeetingInput {
  title: string;
  description: string;
  durationMinutes: number;
  participants: { email: string; name?: string | undefined; required: boolean }[];
  windowStart: string;
  windowEnd: string;
  allowedWeekdays: number[];
  allowedHours: { start: string; end: string } | null;
  organizerZone: string;
  deadline: string | null;
  location: string | null;
  autoSchedule: boolean;
}

export interface MeetingServiceDeps {
  db: Db;
  /** Schedules the automatic reminder and the deadline; absent in tools that only seed data. */
  jobs?: Pick<JobQueue, 'send'>;
  links: LinkSealer;
  notifier: MeetingNotifier;
  publicUrl: string;
  clock?: () => number;
  /** The organizer's busy time from their connected calendars; without it they count as free. */
  organizerBusy?: (
    userId: string,
    range: { start: number; end: number },
  ) => Promise<{ start: number; end: number }[]>;
}

const OPEN: MeetingRow['status'][] = ['collecting', 'ready'];

export function createMeetingService(deps: MeetingServiceDeps) {
  const { db, links, notifier } = deps;
  const now = deps.clock ?? Date.now;
  const linkFor = (token: string) => `${deps.publicUrl}/participant/availability?token=${token}`;
  const linkOf = (p: ParticipantRow) => linkFor(links.open(p.tokenSealed, p.id));
  const recipients = (people: ParticipantRow[]): Recipient[] =>
    people.map((participant) => ({ participant, link: linkOf(participant) }));

  async function ownMeeting(organizer: UserRow, meetingId: string): Promise<MeetingRow> {
    // Someone else's meeting and a missing one look the same, so ids cannot be probed.
    const meeting = isUuid(meetingId) ? await repo.findForOrganizer(db, organizer.id, meetingId) : null;
    if (!meeting) throw new AppError('not_found', 'No meeting with this id.');
    return meeting;
  }

  async function rank(meeting: MeetingRow): Promise<{ result: RankResult; people: ParticipantRow[] }> {
    const people = await repo.participantsOf(db, [meeting.id]);
    const [answers, organizer, known, organizerBusy] = await Promise.all([
      repo.availabilityOf(
        db,
        people.map((p) => p.id),
      ),
      repo.organizerOf(db, meeting.id),
      repo.workingHoursByEmail(
        db,
        people.map((p) => p.email),
      ),
      deps.organizerBusy?.(meeting.organizerId, {
        start: meeting.windowStart.getTime(),
        end: meeting.windowEnd.getTime(),
      }),
    ]);
    const input = buildRankInput({
      meeting,
      participants: people,
      answers,
      organizer: {
        name: organizer?.name ?? 'Organizer',
        timeZone: organizer?.timeZone ?? null,
        workingHours: organizer?.workingHours ?? null,
        ...(organizerBusy ? { busy: organizerBusy } : {}),
      },
      knownUsers: new Map(known.map((k) => [k.email, k])),
      now: now(),
    });
    return { result: rankSlots(input), people };
  }

  async function book(meeting: MeetingRow, start: number): Promise<MeetingRow> {
    const end = start + meeting.durationMinutes * 60_000;
    if (start < meeting.windowStart.getTime() || end > meeting.windowEnd.getTime()) {
      throw new AppError('validation_failed', 'The chosen time is outside the meeting window.');
    }
    if (start < now()) throw new AppError('validation_failed', 'The chosen time has already passed.');
    const booked = await db.transaction(async (tx) => {
      const row = await repo.transition(
        tx as unknown as Db,
        meeting.id,
        OPEN,
        { status: 'scheduled', chosenStart: new Date(start), chosenEnd: new Date(end) },
        true,
      );
      if (row)
        await notifier.scheduled(
          tx as unknown as Db,
          row,
          recipients(await repo.participantsOf(tx as unknown as Db, [row.id])),
        );
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
  }

  /** Marks a meeting ready once every required person has answered; books it if auto-schedule is on. */
  async function afterAnswer(meetingId: string): Promise<void> {
    const meeting = await repo.findById(db, meetingId);
    if (!meeting || !OPEN.includes(meeting.status)) return;
    const people = await repo.participantsOf(db, [meetingId]);
    const waiting = people.filter((p) => p.required && p.status === 'invited');
    if (waiting.length > 0) return;
    if (meeting.status === 'collecting') {
      await db.transaction(async (tx) => {
        const ready = await repo.transition(
          tx as unknown as Db,
          meetingId,
          ['collecting'],
          { status: 'ready' },
          false,
        );
        if (ready) await notifier.allAnswered(tx as unknown as Db, ready);
      });
    }
    if (meeting.autoSchedule) {
      const { result } = await rank(meeting);
      const best = result.slots[0];
      if (best && best.breakdown.tier === 0) await book(meeting, best.start).catch(() => undefined);
    }
  }

  async function participantByToken(token: string) {
    const found = /^[A-Za-z0-9_-]{16,64}$/.test(token)
      ? await repo.findParticipantByTokenHash(db, hashParticipantToken(token))
      : null;
    if (!found)
      throw new AppError('not_found', 'This link is not valid. Open the link from your invitation e-mail.');
    const endsAt = (found.meeting.chosenEnd ?? found.meeting.windowEnd).getTime();
    if (now() > endsAt)
      throw new AppError('gone', 'This meeting has ended, so this link no longer opens it.');
    return found;
  }

  return {
    async create(organizer: UserRow, input: CreateMeetingInput): Promise<MeetingDetailDto> {
      if (Date.parse(input.windowEnd) <= now())
        throw new AppError('validation_failed', 'The window has already ended.');
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
          tokenHash: hashParticipantToken(token),
          tokenSealed: links.seal(token, id),
        };
      });
      const { meeting, people } = await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
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
            icalUid: `${meetingId}@overlap`,
          },
          prepared,
        );
        const stored = await repo.participantsOf(t, [meetingId]);
        await notifier.invited(t, row, recipients(stored));
        const remindAt = automaticReminderAt(new Date(now()), row.deadline);
        if (deps.jobs && remindAt) {
          await deps.jobs.send(
            t,
            'meeting-reminders',
            { meetingId },
            { startAfter: remindAt, singletonKey: `reminders:${meetingId}` },
          );
        }
        if (deps.jobs && row.deadline) {
          await deps.jobs.send(
            t,
            'meeting-deadline',
            { meetingId },
            { startAfter: row.deadline, singletonKey: `deadline:${meetingId}` },
          );
        }
        return { meeting: row, people: stored };
      });
      return presentMeetingDetail(meeting, people, linkOf);
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
      const meeting = await ownMeeting(organizer, meetingId);
      return presentMeetingDetail(meeting, await repo.participantsOf(db, [meeting.id]), linkOf);
    },

    async suggestions(organizer: UserRow, meetingId: string) {
      const meeting = await ownMeeting(organizer, meetingId);
      const { result, people } = await rank(meeting);
      return {
        meeting: presentMeeting(meeting, people),
        waitingFor: people
          .filter((p) => p.status === 'invited')
          .map((p) => ({ id: p.id, name: p.name, email: p.email, required: p.required })),
        ranking: result,
      };
    },

    async book(organizer: UserRow, meetingId: string, start: number): Promise<MeetingDto> {
      const meeting = await ownMeeting(organizer, meetingId);
      const booked = await book(meeting, start);
      return presentMeeting(booked, await repo.participantsOf(db, [meeting.id]));
    },

    async cancel(organizer: UserRow, meetingId: string): Promise<MeetingDto> {
      const meeting = await ownMeeting(organizer, meetingId);
      const row = await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const cancelled = await repo.transition(
          t,
          meeting.id,
          ['collecting', 'ready', 'scheduled'],
          { status: 'cancelled' },
          true,
        );
        if (cancelled)
          await notifier.cancelled(t, cancelled, recipients(await repo.participantsOf(t, [meeting.id])));
        return cancelled;
      });
      if (!row && meeting.status !== 'cancelled')
        throw new AppError('conflict', 'This meeting changed meanwhile. Reload it.');
      const current = row ?? meeting;
      return presentMeeting(current, await repo.participantsOf(db, [meeting.id]));
    },

    async reopen(organizer: UserRow, meetingId: string): Promise<MeetingDto> {
      const meeting = await ownMeeting(organizer, meetingId);
      const row = await repo.transition(
        db,
        meeting.id,
        ['scheduled', 'cancelled'],
        { status: 'collecting', chosenStart: null, chosenEnd: null },
        false,
      );
      if (!row && !OPEN.includes(meeting.status))
        throw new AppError('conflict', 'This meeting changed meanwhile. Reload it.');
      await afterAnswer(meeting.id);
      const current = (await repo.findById(db, meeting.id)) ?? meeting;
      return presentMeeting(current, await repo.participantsOf(db, [meeting.id]));
    },

    async remind(organizer: UserRow, meetingId: string): Promise<{ reminded: number }> {
      const meeting = await ownMeeting(organizer, meetingId);
      if (!OPEN.includes(meeting.status))
        throw new AppError('conflict', 'Answers are closed for this meeting.');
      const waiting = (await repo.participantsOf(db, [meeting.id])).filter((p) => p.status === 'invited');
      await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        for (const p of waiting) await repo.updateParticipant(t, p.id, { remindedAt: new Date(now()) });
        await notifier.reminded(t, meeting, recipients(waiting));
      });
      return { reminded: waiting.length };
    },

    /** The automatic reminder job: only people still waiting, only while answers are open. */
    async sendAutomaticReminders(meetingId: string): Promise<number> {
      const meeting = await repo.findById(db, meetingId);
      if (!meeting || !OPEN.includes(meeting.status)) return 0;
      const waiting = (await repo.participantsOf(db, [meetingId])).filter(
        (p) => p.status === 'invited' && !p.remindedAt,
      );
      if (waiting.length === 0) return 0;
      await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        for (const p of waiting) await repo.updateParticipant(t, p.id, { remindedAt: new Date(now()) });
        await notifier.reminded(t, meeting, recipients(waiting));
      });
      return waiting.length;
    },

    /** The deadline job: a meeting still collecting answers becomes ready and the organizer is told. */
    async deadlinePassed(meetingId: string): Promise<void> {
      const meeting = await repo.findById(db, meetingId);
      if (
        !meeting ||
        meeting.status !== 'collecting' ||
        !meeting.deadline ||
        meeting.deadline.getTime() > now()
      )
        return;
      await db.transaction(async (tx) => {
        const ready = await repo.transition(
          tx as unknown as Db,
          meetingId,
          ['collecting'],
          { status: 'ready' },
          false,
        );
        if (ready) await notifier.allAnswered(tx as unknown as Db, ready);
      });
    },

    async viewByToken(token: string) {
      const { meeting, participant, organizerName } = await participantByToken(token);
      const [answer] = await repo.availabilityOf(db, [participant.id]);
      return presentParticipantView(meeting, participant, organizerName, answer ?? null);
    },

    async answer(
      token: string,
      body: Required<Omit<AvailabilityRequest, 'timeZone' | 'painted'>> & {
        timeZone: string;
        painted: boolean;
      },
    ) {
      const { meeting, participant } = await participantByToken(token);
      if (!OPEN.includes(meeting.status)) {
        throw new AppError('conflict', `This meeting is ${meeting.status}, so answers are closed.`);
      }
      const window = { start: meeting.windowStart.getTime(), end: meeting.windowEnd.getTime() };
      const clip = (list: { start: number; end: number }[]) =>
        list
          .map((i) => ({ start: Math.max(i.start, window.start), end: Math.min(i.end, window.end) }))
          .filter((i) => i.end > i.start);
      if (body.painted && body.available.length === 0 && body.ifNeedBe.length === 0) {
        throw new AppError('validation_failed', 'Mark at least one time you could meet, or decline.');
      }
      await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        await repo.saveAvailability(t, participant.id, {
          painted: body.painted,
          available: clip(body.available),
          ifNeedBe: clip(body.ifNeedBe),
          busy: clip(body.busy),
          tentative: clip(body.tentative),
        });
        await repo.updateParticipant(t, participant.id, {
          status: 'responded',
          timeZone: body.timeZone,
          declineNote: null,
          answeredAt: new Date(now()),
        });
      });
      await afterAnswer(meeting.id);
      return this.viewByToken(token);
    },

    async decline(token: string, note: string) {
      const { meeting, participant } = await participantByToken(token);
      if (!OPEN.includes(meeting.status)) {
        throw new AppError('conflict', `This meeting is ${meeting.status}, so answers are closed.`);
      }
      await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        await repo.deleteAvailability(t, participant.id);
        await repo.updateParticipant(t, participant.id, {
          status: 'declined',
          declineNote: note || null,
          answeredAt: new Date(now()),
        });
      });
      await afterAnswer(meeting.id);
      return this.viewByToken(token);
    },
  };
}

export type MeetingService = ReturnType<typeof createMeetingService>;

function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
