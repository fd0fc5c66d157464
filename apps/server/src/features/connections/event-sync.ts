import { isProviderError } from '../calendars/provider-error';
import type { CalendarProvider, EventDraft, EventRef } from '../calendars/provider-port';
import { eventPartsOf } from '../meetings/series';
import { connectionRepository } from './connection-repository';
import { eventSyncRepository as repo } from './event-sync-repository';
import { openConnection, type ConnectionDeps } from './open-connection';
import { providerMessage } from './provider-messages';
import type { ConnectionRow } from './tables';

/**
 * Whether writing an event with attendees to this provider e-mails the attendees an invitation itself.
 * Microsoft Graph always does; Google does only with `sendUpdates=all`, and Overlap writes to Google
 * with `sendUpdates=none` (provider-factory), so Google does not; CalDAV servers and iCloud do not.
 */
export function providerSendsInvitations(provider: string | null): boolean {
  return provider === 'microsoft';
}

/** Whether the calendar that holds (or will hold) the meeting's event sends the attendees' invitations. */
export async function calendarSendsInvitations(
  db: ConnectionDeps['db'],
  meeting: { id: string; organizerId: string },
): Promise<boolean> {
  return providerSendsInvitations(await repo.eventCalendarProvider(db, meeting.id, meeting.organizerId));
}

/**
 * Makes the organizer's write-target calendar match the meeting: its events while it is scheduled (one,
 * or one per series of a rotation; written again when its SEQUENCE rises), none otherwise. Re-reads
 * everything, so a late or repeated job is harmless.
 */
export async function syncMeetingEvent(deps: ConnectionDeps, meetingId: string): Promise<void> {
  const found = await repo.meeting(deps.db, meetingId);
  const links = await repo.links(deps.db, meetingId);
  const scheduled =
    found?.meeting.status === 'scheduled' && found.meeting.chosenStart && found.meeting.chosenEnd;
  if (!found || (!scheduled && links.length === 0)) return;
  // Reopened after booking: the booked time stands on the calendar until the meeting moves.
  if (!scheduled && found.meeting.status !== 'cancelled' && found.meeting.previousStart) return;
  const { sequence } = found.meeting;
  const parts = scheduled ? eventPartsOf(found.meeting) : [];
  const record = (
    state: 'written' | 'failed' | 'no_calendar',
    where: { calendar: { name: string }; connection: ConnectionRow } | null,
    message: string | null = null,
  ) =>
    repo.recordOutcome(deps.db, {
      meetingId,
      sequence,
      state,
      calendarName: where?.calendar.name ?? null,
      provider: where?.connection.provider ?? null,
      message,
    });
  const linkOf = (part: number) => links.find((l) => l.part === part);
  const current =
    links.length === parts.length && parts.every((p) => (linkOf(p.part)?.writtenSequence ?? -1) >= sequence);
  if (scheduled && current) {
    if ((await repo.outcome(deps.db, meetingId))?.state !== 'written')
      await record('written', await repo.calendarWithConnection(deps.db, links[0]!.calendarId));
    return;
  }

  const target = links[0]
    ? await repo.calendarWithConnection(deps.db, links[0].calendarId)
    : await repo.writeTarget(deps.db, found.meeting.organizerId);
  if (!target) {
    // The calendar was removed: nothing left to write to or delete from.
    for (const link of links) await repo.deleteLink(deps.db, meetingId, link.part);
    if (scheduled) await record('no_calendar', null);
    return;
  }
  const failed = (message: string) => record('failed', target, message);
  await withConnection(deps, target.connection, failed, async (provider) => {
    const calendarId = target.calendar.providerCalendarId;
    // A rotation's series no longer booked (or the whole meeting, cancelled) leave the calendar.
    for (const link of links.filter((l) => !parts.some((p) => p.part === l.part))) {
      await provider.deleteEvent({
        calendarId,
        eventId: link.providerEventId,
        ...(link.etag ? { etag: link.etag } : {}),
      });
      await repo.deleteLink(deps.db, meetingId, link.part);
    }
    if (!scheduled) return;
    const { meeting, organizer, people } = found;
    for (const part of parts) {
      const draft: EventDraft = {
        title: meeting.title,
        ...(meeting.description ? { description: meeting.description } : {}),
        ...(meeting.location ? { location: meeting.location } : {}),
        start: part.start.getTime(),
        end: part.end.getTime(),
        timeZone: meeting.organizerZone,
        ...(part.repeat ? { repeat: part.repeat } : {}),
        attendees: people.map((p) => ({
          email: p.email,
          ...(p.name ? { name: p.name } : {}),
          optional: !p.required,
          response: p.response,
        })),
        hideGuestList: meeting.hideGuestList,
        organizerEmail: organizer.email,
        uid: part.uid,
        sequence: meeting.sequence,
        ...(meeting.conference === 'google-meet' && target.connection.provider === 'google'
          ? { conference: 'google-meet' as const }
          : {}),
        ...(meeting.conference === 'teams' && target.connection.provider === 'microsoft'
          ? { conference: 'teams' as const }
          : {}),
      };
      const link = linkOf(part.part);
      let ref: EventRef;
      if (link) {
        const existing = { calendarId, eventId: link.providerEventId, uid: part.uid };
        try {
          ref = await provider.updateEvent({ ...existing, ...(link.etag ? { etag: link.etag } : {}) }, draft);
        } catch (error) {
          // Someone touched our event in their calendar: the booked time wins, written over their copy.
          if (!isProviderError(error, 'conflict')) throw error;
          ref = await provider.updateEvent(existing, draft);
        }
      } else {
        ref = await provider.createEvent(calendarId, draft);
      }
      // Google Meet and Teams links exist once the provider made the call: kept for every later copy.
      if (ref.videoLink && /^https:\/\//.test(ref.videoLink) && ref.videoLink !== meeting.videoLink)
        await repo.saveVideoLink(deps.db, meetingId, ref.videoLink);
      const kept = await repo.saveLinkWhileMeetingStands(deps.db, {
        meetingId,
        part: part.part,
        calendarId: target.calendar.id,
        providerEventId: ref.eventId,
        etag: ref.etag ?? null,
        writtenSequence: meeting.sequence,
      });
      // Deleted or cancelled while the provider was writing: nothing else knows this event, so it goes.
      if (!kept) return provider.deleteEvent({ calendarId, eventId: ref.eventId });
    }
    await record('written', target);
  });
}

/** A revoked grant is recorded and not retried; other failures are recorded and retried by the job queue. */
async function withConnection(
  deps: ConnectionDeps,
  connection: ConnectionRow,
  failed: (message: string) => Promise<void>,
  write: (provider: CalendarProvider) => Promise<void>,
): Promise<void> {
  try {
    await write(await openConnection(deps, connection));
  } catch (error) {
    const reconnect = isProviderError(error, 'needs-reconnect');
    await connectionRepository.updateConnection(deps.db, connection.id, {
      status: reconnect ? 'needs_reconnect' : 'error',
      lastError: `Adding a meeting: ${providerMessage(error)}`,
    });
    await failed(providerMessage(error));
    if (!reconnect) throw error;
  }
}
