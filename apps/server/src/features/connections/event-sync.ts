import { isProviderError } from '../calendars/provider-error';
import type { CalendarProvider, EventDraft, EventRef } from '../calendars/provider-port';
import { seriesEvent } from '../meetings/series-event';
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
 * Makes the organizer's write-target calendar match the meeting: an event while it is scheduled (written
 * again when its SEQUENCE rises), none otherwise. Re-reads everything, so a late or repeated job is harmless.
 */
export async function syncMeetingEvent(deps: ConnectionDeps, meetingId: string): Promise<void> {
  const found = await repo.meeting(deps.db, meetingId);
  const link = await repo.link(deps.db, meetingId);
  const scheduled =
    found?.meeting.status === 'scheduled' && found.meeting.chosenStart && found.meeting.chosenEnd;
  if (!found || (!scheduled && !link)) return;
  // Reopened after booking: the booked time stands on the calendar until the meeting moves.
  if (!scheduled && found.meeting.status !== 'cancelled' && found.meeting.previousStart) return;
  const { sequence } = found.meeting;
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
  if (scheduled && link && link.writtenSequence >= sequence) {
    if ((await repo.outcome(deps.db, meetingId))?.state !== 'written')
      await record('written', await repo.calendarWithConnection(deps.db, link.calendarId));
    return;
  }

  const target = link
    ? await repo.calendarWithConnection(deps.db, link.calendarId)
    : await repo.writeTarget(deps.db, found.meeting.organizerId);
  if (!target) {
    // The calendar was removed: nothing left to write to or delete from.
    if (link) await repo.deleteLink(deps.db, meetingId);
    if (scheduled) await record('no_calendar', null);
    return;
  }
  const failed = (message: string) => record('failed', target, message);
  await withConnection(deps, target.connection, failed, async (provider) => {
    const calendarId = target.calendar.providerCalendarId;
    if (!scheduled) {
      await provider.deleteEvent({
        calendarId,
        eventId: link!.providerEventId,
        ...(link!.etag ? { etag: link!.etag } : {}),
      });
      await repo.deleteLink(deps.db, meetingId);
      return;
    }
    const { meeting, organizer, people } = found;
    const series = meeting.recurrence
      ? seriesEvent(meeting.recurrence, meeting.organizerZone, meeting.chosenStart!, meeting.durationMinutes)
      : null;
    const draft: EventDraft = {
      title: meeting.title,
      ...(meeting.description ? { description: meeting.description } : {}),
      ...(meeting.location ? { location: meeting.location } : {}),
      start: series?.start.getTime() ?? meeting.chosenStart!.getTime(),
      end: series?.end.getTime() ?? meeting.chosenEnd!.getTime(),
      timeZone: meeting.organizerZone,
      ...(series ? { repeat: series.repeat } : {}),
      attendees: people.map((p) => ({
        email: p.email,
        ...(p.name ? { name: p.name } : {}),
        optional: !p.required,
      })),
      organizerEmail: organizer.email,
      uid: meeting.icalUid,
      sequence: meeting.sequence,
      ...(meeting.conference === 'google-meet' && target.connection.provider === 'google'
        ? { conference: 'google-meet' as const }
        : {}),
      ...(meeting.conference === 'teams' && target.connection.provider === 'microsoft'
        ? { conference: 'teams' as const }
        : {}),
    };
    let ref: EventRef;
    if (link) {
      const existing = { calendarId, eventId: link.providerEventId, uid: meeting.icalUid };
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
    await repo.saveLink(deps.db, {
      meetingId,
      calendarId: target.calendar.id,
      providerEventId: ref.eventId,
      etag: ref.etag ?? null,
      writtenSequence: meeting.sequence,
    });
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
