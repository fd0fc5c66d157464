import { isProviderError } from '../calendars/provider-error';
import type { CalendarProvider, EventDraft } from '../calendars/provider-port';
import { eventSyncRepository } from '../connections/event-sync-repository';
import { openConnection, type ConnectionDeps } from '../connections/open-connection';
import { providerMessage } from '../connections/provider-messages';
import type { MeetingRow } from '../meetings/records';
import type { HoldState } from '@overlap/contracts/schemas';
import { settleIntents, writeNewHold } from './hold-intents';
import { holdRepository as repo } from './hold-repository';
import { intentRepository } from './intent-repository';
import { guestHoldRoom } from './hold-room';
import { optInRepository } from './opt-in-repository';
import type { MeetingHoldRow } from './tables';

export interface TimeSpan {
  start: number;
  end: number;
}

export interface HoldSyncDeps extends ConnectionDeps {
  now: () => number;
  /** The meeting's best times now, best first (the ranking's top). */
  topTimes: (meeting: MeetingRow) => Promise<TimeSpan[]>;
}

/** How long one sync may hold a meeting's lease; a crashed instance's lease runs out after this. */
const LEASE_MS = 2 * 60_000;

/** Whether a meeting holds times now: a single request that asked for holds, while answers are open. */
function holding(meeting: MeetingRow | null): boolean {
  if (!meeting || meeting.holdCount === 0 || meeting.recurrence) return false;
  return meeting.status === 'collecting' || meeting.status === 'ready';
}

export function holdDraft(
  meeting: MeetingRow,
  time: TimeSpan,
  rank: number,
  of: number,
): EventDraft & { uid: string } {
  return {
    title: `Hold: ${meeting.title} (option ${rank} of ${of})`,
    description: 'Overlap holds this time while answers come in; it moves or goes away by itself.',
    start: time.start,
    end: time.end,
    timeZone: meeting.organizerZone,
    attendees: [],
    uid: `hold-${rank}-${meeting.id}@overlap`,
    hold: { meetingId: meeting.id },
  };
}

/** Whose calendar holds the times, and where that person sees how their holds stand. */
interface Holder {
  userId: string;
  /** A guest's holds carry their own UID, apart from the organizer's copy and the subscription feed. */
  guest: boolean;
  report: (values: HoldReport) => Promise<void>;
}

interface HoldReport {
  state: HoldState;
  calendarName: string | null;
  provider: string | null;
  message: string | null;
  movedAt?: Date;
}

/**
 * Makes the organizer's write calendar, and each opted-in guest's, hold exactly the meeting's wanted
 * times: moves holds whose time or place in the order changed, writes missing ones, removes the rest (all
 * of them once it is booked, cancelled or deleted). Runs under the meeting's lease: 'busy' when another
 * run holds it. A calendar's refusal is recorded for its owner (with a Retry), never thrown away; one
 * person's refusal does not stop the others' holds.
 */
export async function syncHolds(deps: HoldSyncDeps, meetingId: string): Promise<'done' | 'busy'> {
  const now = () => new Date(deps.now());
  const meeting = await repo.meeting(deps.db, meetingId);
  const intents = await intentRepository.ofMeeting(deps.db, meetingId);
  if (!meeting) {
    const { refused } = await settleIntents(deps, intents, now());
    await removeHolds(deps, await repo.holdsOf(deps.db, meetingId));
    if (refused.size > 0) throw [...refused.values()][0];
    return 'done';
  }
  const listed = await repo.holdsOf(deps.db, meetingId);
  const optIns = await optInRepository.ofMeeting(deps.db, meetingId);
  const idle = listed.length === 0 && intents.length === 0 && optIns.every((o) => o.state === 'off');
  if (meeting.holdCount === 0 && idle) return 'done';
  if (!(await repo.claim(deps.db, meetingId, now(), LEASE_MS))) return 'busy';
  try {
    // Under the lease no other run writes this meeting's holds: an intent left now is a dead run's.
    const settled = await settleIntents(deps, intents, now());
    const existing = intents.length > 0 ? await repo.holdsOf(deps.db, meetingId) : listed;
    const wanted = holding(meeting) ? (await deps.topTimes(meeting)).slice(0, meeting.holdCount) : [];
    const holders: Holder[] = [
      {
        userId: meeting.organizerId,
        guest: false,
        report: (values) => repo.setState(deps.db, meetingId, values, now()),
      },
      ...optIns.map((optIn) => ({
        userId: optIn.userId,
        guest: true,
        report: ({ movedAt: _moved, ...values }: HoldReport) =>
          optInRepository.setState(deps.db, optIn.participantId, values, now()),
      })),
    ];
    const gone = existing.filter((h) => !holders.some((holder) => holder.userId === h.userId));
    try {
      await removeHolds(deps, gone);
    } catch {
      // A guest who opted out keeps their holds listed, so the sweep removes them later.
    }
    for (const holder of holders) {
      const room = holder.guest
        ? await guestHoldRoom(deps.db, holder.userId, meeting.id, wanted.length)
        : wanted.length;
      await holdFor(
        deps,
        meeting,
        wanted.slice(0, room),
        holder,
        existing.filter((h) => h.userId === holder.userId),
        { refused: settled.refused.get(holder.userId), adopted: settled.adopted.has(holder.userId) },
      );
    }
    return 'done';
  } finally {
    await repo.release(deps.db, meetingId);
  }
}

/** One person's share of syncHolds: their write calendar holds `wanted`, and they see how it went. */
async function holdFor(
  deps: HoldSyncDeps,
  meeting: MeetingRow,
  wanted: TimeSpan[],
  holder: Holder,
  existing: MeetingHoldRow[],
  /** A dead run's write to this person's calendar: adopted, or why it could not be looked up (then nothing is written). */
  intents: { refused: unknown; adopted: boolean },
): Promise<void> {
  const holds = holding(meeting);
  const target = holds ? await eventSyncRepository.writeTarget(deps.db, holder.userId) : null;
  const where = target
    ? { calendarName: target.calendar.name, provider: target.connection.provider }
    : { calendarName: null, provider: null };
  try {
    if (intents.refused) throw intents.refused;
    // Holds on a calendar that is no longer the write target (or all, when none are wanted) go first.
    const keep = target ? existing.filter((h) => h.calendarId === target.calendar.id) : [];
    await removeHolds(
      deps,
      existing.filter((h) => !keep.includes(h)),
    );
    if (!holds) {
      const state = meeting.holdCount === 0 || meeting.recurrence ? 'off' : 'removed';
      await holder.report({ state, ...where, message: null });
      return;
    }
    if (!target) {
      await holder.report({ state: 'no_calendar', ...where, message: null });
      return;
    }
    const provider = await openConnection(deps, target.connection);
    const calendarId = target.calendar.providerCalendarId;
    const moved = await placeHolds(
      deps,
      provider,
      { meeting, holder, calendarId, calendarRowId: target.calendar.id, rewrite: intents.adopted },
      wanted,
      keep,
    );
    await holder.report({
      state: 'written',
      ...where,
      message: null,
      ...(moved ? { movedAt: new Date(deps.now()) } : {}),
    });
  } catch (error) {
    await holder.report({ state: 'failed', ...where, message: providerMessage(error) });
  }
}

/** Writes each wanted time at its rank, moving the hold already there; true when anything changed. */
async function placeHolds(
  deps: HoldSyncDeps,
  provider: CalendarProvider,
  place: {
    meeting: MeetingRow;
    holder: Holder;
    calendarId: string;
    calendarRowId: string;
    /** Writes every hold again (an adopted one carries another count in its title). */
    rewrite: boolean;
  },
  wanted: TimeSpan[],
  existing: MeetingHoldRow[],
): Promise<boolean> {
  const { meeting, calendarId } = place;
  const now = new Date(deps.now());
  let changed = false;
  const sameCount = existing.length === wanted.length && !place.rewrite;
  for (const hold of existing.filter((h) => h.rank > wanted.length)) {
    await provider.deleteEvent({
      calendarId,
      eventId: hold.providerEventId,
      ...(hold.etag ? { etag: hold.etag } : {}),
    });
    await repo.deleteHold(deps.db, hold.id);
    changed = true;
  }
  for (const [index, time] of wanted.entries()) {
    const rank = index + 1;
    const draft = {
      ...holdDraft(meeting, time, rank, wanted.length),
      ...(place.holder.guest ? { uid: `hold-${rank}-${meeting.id}-${place.holder.userId}@overlap` } : {}),
      sequence: Math.floor(deps.now() / 1000),
    };
    const hold = existing.find((h) => h.rank === rank);
    if (hold && hold.start.getTime() === time.start && hold.end.getTime() === time.end && sameCount) continue;
    if (hold) {
      const ref = { calendarId, eventId: hold.providerEventId, uid: draft.uid! };
      let written;
      try {
        written = await provider.updateEvent({ ...ref, ...(hold.etag ? { etag: hold.etag } : {}) }, draft);
      } catch (error) {
        // Someone touched the hold in their calendar: it is still ours to move.
        if (!isProviderError(error, 'conflict')) throw error;
        written = await provider.updateEvent(ref, draft);
      }
      await repo.moveHold(
        deps.db,
        hold.id,
        { rank, start: new Date(time.start), end: new Date(time.end), etag: written.etag ?? null },
        now,
      );
    } else {
      const hold = {
        meetingId: meeting.id,
        userId: place.holder.userId,
        calendarId: place.calendarRowId,
        rank,
        start: new Date(time.start),
        end: new Date(time.end),
      };
      await writeNewHold(deps, provider, calendarId, draft, hold, now);
    }
    changed = true;
  }
  return changed;
}

/** Deletes holds from their calendars (an event already gone counts as deleted) and forgets them. */
export async function removeHolds(deps: ConnectionDeps, holds: MeetingHoldRow[]): Promise<void> {
  const byCalendar = new Map<string, MeetingHoldRow[]>();
  for (const hold of holds)
    byCalendar.set(hold.calendarId, [...(byCalendar.get(hold.calendarId) ?? []), hold]);
  for (const [calendarRowId, list] of byCalendar) {
    const target = await eventSyncRepository.calendarWithConnection(deps.db, calendarRowId);
    if (target) {
      const provider = await openConnection(deps, target.connection);
      for (const hold of list) {
        const ref = { calendarId: target.calendar.providerCalendarId, eventId: hold.providerEventId };
        try {
          await provider.deleteEvent({ ...ref, ...(hold.etag ? { etag: hold.etag } : {}) });
        } catch (error) {
          if (!isProviderError(error, 'conflict')) throw error;
          await provider.deleteEvent(ref);
        }
        await repo.deleteHold(deps.db, hold.id);
      }
    } else {
      for (const hold of list) await repo.deleteHold(deps.db, hold.id);
    }
  }
}
