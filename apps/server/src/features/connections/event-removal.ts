import { isProviderError } from '../calendars/provider-error';
import { eventSyncRepository as repo } from './event-sync-repository';
import { openConnection, type ConnectionDeps } from './open-connection';

/**
 * Deletes an event a deleted meeting left in a calendar. A calendar or connection removed meanwhile leaves
 * nothing to do (the adapters take an event already gone as deleted); a revoked grant cannot be retried, so it ends too.
 */
export async function removeCalendarEvent(
  deps: ConnectionDeps,
  job: { calendarId: string; eventId: string; etag: string | null },
): Promise<'deleted' | 'gone' | 'needs-reconnect'> {
  const target = await repo.calendarWithConnection(deps.db, job.calendarId);
  if (!target) return 'gone';
  try {
    const provider = await openConnection(deps, target.connection);
    await provider.deleteEvent({
      calendarId: target.calendar.providerCalendarId,
      eventId: job.eventId,
      ...(job.etag ? { etag: job.etag } : {}),
    });
    return 'deleted';
  } catch (error) {
    if (isProviderError(error, 'needs-reconnect')) return 'needs-reconnect';
    // Someone changed the event meanwhile: it is still the deleted meeting's, so it goes regardless.
    if (isProviderError(error, 'conflict')) {
      const provider = await openConnection(deps, target.connection);
      await provider.deleteEvent({ calendarId: target.calendar.providerCalendarId, eventId: job.eventId });
      return 'deleted';
    }
    throw error;
  }
}
