import { unpackIntervals } from '@overlap/engine';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { apiKeys } from '../api-keys/table';
import { calendarConnections, connectedCalendars } from '../connections/tables';
import { availability, meetings, participants } from '../meetings/records/tables';
import { webhooks } from '../webhooks/tables';

const iso = (ms: number) => new Date(ms).toISOString();

/** An answer's intervals as ISO instants; the stored packing is ours, not the reader's. */
async function answersOf(db: Db, participantIds: string[]) {
  if (participantIds.length === 0) return new Map<string, unknown>();
  const rows = await db
    .select()
    .from(availability)
    .where(inArray(availability.participantId, participantIds));
  const list = (packed: Parameters<typeof unpackIntervals>[0]) =>
    unpackIntervals(packed).map((i) => ({ start: iso(i.start), end: iso(i.end) }));
  return new Map<string, unknown>(
    rows.map((r) => [
      r.participantId,
      {
        painted: r.painted,
        available: list(r.available),
        ifNeedBe: list(r.ifNeedBe),
        busy: list(r.busy),
        tentative: list(r.tentative),
        updatedAt: r.updatedAt.toISOString(),
      },
    ]),
  );
}

// Column by column, so a new secret column never slips into an export: links and tokens are not here.
const meetingColumns = {
  id: meetings.id,
  title: meetings.title,
  description: meetings.description,
  location: meetings.location,
  durationMinutes: meetings.durationMinutes,
  windowStart: meetings.windowStart,
  windowEnd: meetings.windowEnd,
  allowedWeekdays: meetings.allowedWeekdays,
  allowedHours: meetings.allowedHours,
  organizerZone: meetings.organizerZone,
  deadline: meetings.deadline,
  autoSchedule: meetings.autoSchedule,
  quorumRule: meetings.quorumRule,
  hideGuestList: meetings.hideGuestList,
  status: meetings.status,
  chosenStart: meetings.chosenStart,
  chosenEnd: meetings.chosenEnd,
  recurrence: meetings.recurrence,
  rotation: meetings.rotation,
  conference: meetings.conference,
  videoLink: meetings.videoLink,
  cancelReason: meetings.cancelReason,
  createdAt: meetings.createdAt,
};

const participantColumns = {
  id: participants.id,
  meetingId: participants.meetingId,
  name: participants.name,
  email: participants.email,
  required: participants.required,
  status: participants.status,
  timeZone: participants.timeZone,
  workingHours: participants.workingHours,
  locale: participants.locale,
  declineNote: participants.declineNote,
  answeredAt: participants.answeredAt,
  response: participants.response,
  createdAt: participants.createdAt,
};

/** The meetings a person organises, each with its people and their answers (the organizer's data). */
export async function organizedMeetings(db: Db, organizerId: string) {
  const rows = await db
    .select(meetingColumns)
    .from(meetings)
    .where(eq(meetings.organizerId, organizerId))
    .orderBy(asc(meetings.createdAt));
  if (rows.length === 0) return [];
  const people = await db
    .select(participantColumns)
    .from(participants)
    .where(
      inArray(
        participants.meetingId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(participants.createdAt));
  const answers = await answersOf(
    db,
    people.map((p) => p.id),
  );
  return rows.map((m) => ({
    ...m,
    participants: people
      .filter((p) => p.meetingId === m.id)
      .map(({ id, meetingId: _meeting, ...p }) => ({ ...p, answer: answers.get(id) ?? null })),
  }));
}

/** Where the person was invited by their account's address: their own answer, and only theirs. */
export async function ownGuestAnswers(db: Db, email: string, organizerId: string) {
  const rows = await db
    .select({
      ...participantColumns,
      meetingTitle: meetings.title,
      meetingStatus: meetings.status,
      organizerId: meetings.organizerId,
    })
    .from(participants)
    .innerJoin(meetings, eq(meetings.id, participants.meetingId))
    .where(sql`lower(${participants.email}) = lower(${email})`)
    .orderBy(asc(participants.createdAt));
  const invited = rows.filter((r) => r.organizerId !== organizerId);
  const answers = await answersOf(
    db,
    invited.map((r) => r.id),
  );
  return invited.map(({ id, organizerId: _organizer, meetingId: _meeting, ...r }) => ({
    ...r,
    answer: answers.get(id) ?? null,
  }));
}

/** Calendar connections: the provider and the calendars' names; credentials stay sealed where they are. */
export async function connectionsSummary(db: Db, userId: string) {
  const rows = await db
    .select({
      id: calendarConnections.id,
      provider: calendarConnections.provider,
      calendar: connectedCalendars.name,
      checkConflicts: connectedCalendars.checkConflicts,
      writeTarget: connectedCalendars.writeTarget,
    })
    .from(calendarConnections)
    .leftJoin(connectedCalendars, eq(connectedCalendars.connectionId, calendarConnections.id))
    .where(eq(calendarConnections.userId, userId))
    .orderBy(asc(calendarConnections.createdAt), asc(connectedCalendars.name));
  const byConnection = new Map<string, { provider: string; calendars: unknown[] }>();
  for (const r of rows) {
    const entry = byConnection.get(r.id) ?? { provider: r.provider, calendars: [] };
    if (r.calendar !== null)
      entry.calendars.push({
        name: r.calendar,
        checkConflicts: r.checkConflicts,
        writeTarget: r.writeTarget,
      });
    byConnection.set(r.id, entry);
  }
  return [...byConnection.values()];
}

/** API keys by name and scope (never their hash), and webhooks by address and events (never their secret). */
export async function keysAndWebhooks(db: Db, userId: string) {
  const keys = await db
    .select({
      name: apiKeys.name,
      scopes: apiKeys.scopes,
      createdAt: apiKeys.createdAt,
      lastUsedAt: apiKeys.lastUsedAt,
      revokedAt: apiKeys.revokedAt,
    })
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId));
  const hooks = await db
    .select({
      url: webhooks.url,
      description: webhooks.description,
      events: webhooks.events,
      meetingId: webhooks.meetingId,
      enabled: webhooks.enabled,
      createdAt: webhooks.createdAt,
    })
    .from(webhooks)
    .where(eq(webhooks.userId, userId));
  return { apiKeys: keys, webhooks: hooks };
}
