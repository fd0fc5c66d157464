import type { CalendarProvider, EventDraft } from '../calendars/provider-port';
import { eventSyncRepository } from '../connections/event-sync-repository';
import { openConnection, type ConnectionDeps } from '../connections/open-connection';
import { intentRepository } from './intent-repository';
import type { MeetingHoldIntentRow, MeetingHoldRow } from './tables';

type NewHold = Omit<MeetingHoldRow, 'id' | 'updatedAt' | 'providerEventId' | 'etag'>;

/**
 * Writes a new hold so that no crash can lose it: the intent (with the event's UID) is stored first, then
 * the provider writes the event, then the hold is listed and the intent dropped in one transaction. An
 * instance that dies in between leaves the intent for `settleIntents`.
 */
export async function writeNewHold(
  deps: ConnectionDeps,
  provider: CalendarProvider,
  calendarId: string,
  draft: EventDraft & { uid: string },
  hold: NewHold,
  now: Date,
): Promise<void> {
  const intentId = await intentRepository.record(deps.db, { ...hold, uid: draft.uid }, now);
  const written = await provider.createEvent(calendarId, draft);
  await intentRepository.complete(
    deps.db,
    intentId,
    { ...hold, providerEventId: written.eventId, etag: written.etag ?? null },
    now,
  );
}

/**
 * Settles the intents a dead run left: each event found on its calendar by UID becomes a listed hold
 * (which the sync then moves or removes like any other); an intent whose event never arrived is
 * forgotten. Answers whose events were adopted (the sync writes all their holds again: the adopted one
 * was numbered for another count), and per person what could not be settled: their calendar's refusal,
 * so that the sync does not write a second event beside one it could not look for.
 */
export async function settleIntents(
  deps: ConnectionDeps,
  intents: MeetingHoldIntentRow[],
  now: Date,
): Promise<{ adopted: Set<string>; refused: Map<string, unknown> }> {
  const adopted = new Set<string>();
  const refused = new Map<string, unknown>();
  const byCalendar = new Map<string, MeetingHoldIntentRow[]>();
  for (const intent of intents)
    byCalendar.set(intent.calendarId, [...(byCalendar.get(intent.calendarId) ?? []), intent]);
  for (const [calendarRowId, list] of byCalendar) {
    try {
      const target = await eventSyncRepository.calendarWithConnection(deps.db, calendarRowId);
      if (!target) {
        await intentRepository.forget(
          deps.db,
          list.map((intent) => intent.id),
        );
        continue;
      }
      const provider = await openConnection(deps, target.connection);
      for (const { id, uid, createdAt: _created, ...hold } of list) {
        const found = await provider.findEventByUid(target.calendar.providerCalendarId, uid);
        if (!found) await intentRepository.forget(deps.db, [id]);
        else {
          await intentRepository.complete(
            deps.db,
            id,
            { ...hold, providerEventId: found.eventId, etag: found.etag ?? null },
            now,
          );
          adopted.add(hold.userId);
        }
      }
    } catch (error) {
      for (const intent of list) refused.set(intent.userId, error);
    }
  }
  return { adopted, refused };
}
