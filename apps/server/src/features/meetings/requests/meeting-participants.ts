import type { MeetingDetailDto } from '@overlap/contracts/schemas';
import type { Db } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import type { UserRow } from '../../users/table';
import type { AfterAnswer } from '../answers';
import {
  type MeetingContext,
  chargeInvitations,
  findOwnMeeting,
  type InvitedPerson,
  isUuid,
  newParticipantRow,
  requireRoomFor,
} from '../shared';
import type { MeetingDelivery } from '../delivery';
import { meetingRepository as repo, type MeetingRow, type ParticipantRow } from '../records';

const nameOf = (p: { name?: string | null; email: string }) => p.name || p.email;

function requireNotCancelled(meeting: MeetingRow) {
  if (meeting.status === 'cancelled')
    throw new AppError('meeting_cancelled', 'This meeting is cancelled. Reopen it to change who comes.');
}

const noSuchParticipant = () => new AppError('not_found', 'No participant with this id in this meeting.');

/** Locks the meeting's row for the rest of the transaction; a meeting cancelled meanwhile is refused. */
async function lockOpenMeeting(t: Db, meetingId: string): Promise<MeetingRow> {
  const locked = await repo.lockMeeting(t, meetingId);
  if (!locked) throw new AppError('not_found', 'No meeting with this id.');
  requireNotCancelled(locked);
  return locked;
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown; cause?: { code?: unknown } }).code;
  const causeCode = (error as { cause?: { code?: unknown } }).cause?.code;
  return code === '23505' || causeCode === '23505';
}

/**
 * Who comes, at any stage. Each change locks the meeting's row, so the cap and "at least one required
 * person" hold under concurrent changes. Before booking, added people get the request; after booking
 * the meeting itself (SEQUENCE + 1 for everyone), and a removed person gets a CANCEL for their copy.
 */
export function createParticipantChanges(
  ctx: MeetingContext,
  parts: { afterAnswer: AfterAnswer; delivery: MeetingDelivery },
) {
  const { db, links, notifier, recipients } = ctx;

  /**
   * One person's change, made under the meeting's lock. Afterwards the meeting may be ready or book: the
   * person removed, or made optional, may have been the last one it waited for.
   */
  const changePerson = async (
    organizer: UserRow,
    meetingId: string,
    participantId: string,
    change: (t: Db, locked: MeetingRow, people: ParticipantRow[], person: ParticipantRow) => Promise<void>,
  ): Promise<MeetingDetailDto> => {
    const meeting = await findOwnMeeting(db, organizer, meetingId);
    requireNotCancelled(meeting);
    if (!isUuid(participantId)) throw noSuchParticipant();
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const locked = await lockOpenMeeting(t, meeting.id);
      const people = await repo.participantsOf(t, [meeting.id]);
      const person = people.find((p) => p.id === participantId);
      if (!person) throw noSuchParticipant();
      await change(t, locked, people, person);
    });
    await parts.afterAnswer(meeting.id);
    return parts.delivery.detailOf((await repo.findById(db, meeting.id)) ?? meeting);
  };

  return {
    async add(organizer: UserRow, meetingId: string, people: InvitedPerson[]): Promise<MeetingDetailDto> {
      const meeting = await findOwnMeeting(db, organizer, meetingId);
      requireNotCancelled(meeting);
      const rows = people.map((p) => newParticipantRow(links, meeting.id, p));
      try {
        await db.transaction(async (tx) => {
          const t = tx as unknown as Db;
          const locked = await lockOpenMeeting(t, meeting.id);
          const existing = await repo.participantsOf(t, [meeting.id]);
          const taken = new Set(existing.map((p) => p.email));
          const duplicate = rows.find((r) => taken.has(r.email));
          if (duplicate)
            throw new AppError(
              'duplicate_participant',
              `${duplicate.email} is already invited to this meeting.`,
              { participants: `${duplicate.email} is already invited` },
              undefined,
              { email: duplicate.email },
            );
          requireRoomFor(ctx, existing.length, rows.length);
          await chargeInvitations(ctx, t, organizer, rows.length);
          await repo.insertParticipants(t, rows);
          const added = (await repo.participantsOf(t, [meeting.id])).filter((p) =>
            rows.some((r) => r.id === p.id),
          );
          if (locked.status === 'scheduled') {
            const updated = await repo.raiseSequenceIfBooked(t, meeting.id);
            if (!updated) return;
            await notifier.updated(
              t,
              updated,
              { kind: 'added', names: added.map(nameOf) },
              recipients(existing),
            );
            await notifier.scheduled(t, updated, recipients(added));
            return;
          }
          await notifier.invited(t, locked, recipients(added));
          // Someone new is required: the meeting waits for their answer again.
          if (locked.status === 'ready' && added.some((p) => p.required))
            await repo.transition(t, meeting.id, ['ready'], { status: 'collecting' }, false);
        });
      } catch (error) {
        // Two requests adding the same address at once: the unique index refuses the second.
        if (isUniqueViolation(error))
          throw new AppError('duplicate_participant', 'This person is already invited to this meeting.');
        throw error;
      }
      return parts.delivery.detailOf((await repo.findById(db, meeting.id)) ?? meeting);
    },

    async remove(organizer: UserRow, meetingId: string, participantId: string): Promise<MeetingDetailDto> {
      return changePerson(organizer, meetingId, participantId, async (t, locked, people, leaving) => {
        const staying = people.filter((p) => p.id !== participantId);
        requireSomeoneRequired(staying);
        // Their link and copy are written before the row goes.
        const [theirs] = recipients([leaving]);
        await repo.deleteParticipant(t, locked.id, participantId);
        if (locked.status !== 'scheduled') return;
        const updated = await repo.raiseSequenceIfBooked(t, locked.id);
        if (!updated) return;
        await notifier.removed(t, updated, theirs!);
        await notifier.updated(t, updated, { kind: 'left', name: nameOf(leaving) }, recipients(staying));
      });
    },

    /**
     * Required ↔ optional at any stage but cancelled; ranking and confirmation follow at once. After
     * booking, the change is sent to everyone as an update (SEQUENCE + 1).
     */
    async setRequired(
      organizer: UserRow,
      meetingId: string,
      participantId: string,
      required: boolean,
    ): Promise<MeetingDetailDto> {
      return changePerson(organizer, meetingId, participantId, async (t, locked, people, person) => {
        if (person.required === required) return;
        if (!required) requireSomeoneRequired(people.filter((p) => p.id !== participantId));
        await repo.setParticipantRequired(t, participantId, required);
        if (locked.status !== 'scheduled') return;
        // The invitation's ATTENDEE line carries the role: everyone's copy is updated.
        const updated = await repo.raiseSequenceIfBooked(t, locked.id);
        if (!updated) return;
        const changed = people.map((p) => (p.id === participantId ? { ...p, required } : p));
        await notifier.updated(
          t,
          updated,
          { kind: 'required', name: nameOf(person), required },
          recipients(changed),
        );
      });
    },
  };
}

function requireSomeoneRequired(people: ParticipantRow[]) {
  if (!people.some((p) => p.required))
    throw new AppError(
      'last_required_participant',
      'At least one required person must stay invited. Make someone else required first.',
    );
}

export type ParticipantChanges = ReturnType<typeof createParticipantChanges>;
