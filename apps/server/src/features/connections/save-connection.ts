import { randomUUID } from 'node:crypto';
import type { CalendarSummary, ProviderKind } from '../calendars/provider-port';
import type { UserRow } from '../users/table';
import { connectionRepository as repo, type NewCalendar } from './connection-repository';
import { presentConnection } from './connection-presenter';
import type { ConnectionDeps } from './open-connection';
import type { StoredCredentials } from './stored-credentials';
import type { ConnectionRow } from './tables';

/** Stores a checked connection and its calendars: a new one, or the same account again renewed. */
export function createConnectionSaver(deps: ConnectionDeps) {
  const { db } = deps;

  async function presentOne(user: UserRow, connection: ConnectionRow) {
    return presentConnection(connection, await repo.calendarsOf(db, user.id));
  }

  /**
   * New calendars check for conflicts unless the provider marks them off by default (Outlook's Birthdays
   * and Holidays); the first writable one becomes the write target if there is none yet.
   */
  async function calendarRows(user: UserRow, found: CalendarSummary[]): Promise<NewCalendar[]> {
    const hasTarget = (await repo.calendarsOf(db, user.id)).some((calendar) => calendar.writeTarget);
    const writable = found.filter((calendar) => calendar.canWrite);
    const target = hasTarget ? undefined : (writable.find((calendar) => calendar.primary) ?? writable[0]);
    return found.map((calendar) => ({
      providerCalendarId: calendar.id,
      name: calendar.name,
      timeZone: calendar.timeZone ?? null,
      canWrite: calendar.canWrite,
      checkConflicts: calendar.offByDefault !== true,
      writeTarget: calendar === target,
    }));
  }

  async function save(
    user: UserRow,
    kind: ProviderKind,
    label: string,
    credentials: StoredCredentials,
    found: CalendarSummary[],
    reconnectId?: string,
  ) {
    // Connecting the same account again renews it instead of listing it twice.
    const same = (await repo.connectionsOf(db, user.id)).find(
      (connection) => connection.provider === kind && connection.accountLabel === label,
    );
    const connectionId = reconnectId ?? same?.id ?? randomUUID();
    const sealed = await deps.sealer.seal(JSON.stringify(credentials), connectionId);
    const existing = await repo.ownConnection(db, user.id, connectionId);
    if (existing) {
      await repo.updateConnection(db, connectionId, {
        credentials: sealed,
        status: 'active',
        lastError: null,
        accountLabel: label,
      });
      await repo.replaceCalendars(db, existing, await calendarRows(user, found));
      return presentOne(user, (await repo.ownConnection(db, user.id, connectionId))!);
    }
    const row = await repo.insertConnection(
      db,
      { id: connectionId, userId: user.id, provider: kind, accountLabel: label, credentials: sealed },
      await calendarRows(user, found),
    );
    return presentOne(user, row);
  }

  return { save, calendarRows, presentOne };
}
