import type { AccountDeletedDto } from '@overlap/contracts/schemas';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { ConnectionRevocation } from '../connections/revoke-connections';
import type { UserRow } from '../users/table';
import { deleteAccountRows, findUser, refuseLastAdmin } from './account-erasure-repository';
import { meetingIdsOf, type LeftEvent } from './erasure-repository';
import type { MeetingErasure } from './meeting-erasure';

/**
 * Deletes an account: the person themselves or an admin, confirmed by typing the account's address.
 * Their meetings are deleted as they would delete them (those still ahead are cancelled with the usual
 * notices), their calendar grants are withdrawn where the provider allows it, then everything else.
 */
export function createAccountErasure(deps: {
  db: Db;
  meetings: MeetingErasure;
  revokeConnectionsOf: (userId: string) => Promise<ConnectionRevocation[]>;
  /** Deletes one event a deleted meeting left in a calendar, now (best effort). */
  removeEvent: (event: LeftEvent) => Promise<unknown>;
  /** The built-in sign-in's issuer key, whose accounts and sessions go too; null with an external one. */
  builtInIssuer: string | null;
}) {
  const { db } = deps;
  return {
    async erase(actor: UserRow, personId: string, typedEmail: string): Promise<AccountDeletedDto> {
      const person = await findUser(db, personId);
      if (!person) throw new AppError('not_found', 'No such user.');
      if (typedEmail.trim().toLowerCase() !== person.email.toLowerCase())
        throw new AppError(
          'bad_request',
          `Type ${person.email} exactly to confirm the deletion.`,
          undefined,
          undefined,
          {
            email: person.email,
          },
        );
      await refuseLastAdmin(db, person);
      let cancelled = 0;
      let deleted = 0;
      const events: LeftEvent[] = [];
      for (const id of await meetingIdsOf(db, person.id)) {
        try {
          const erased = await deps.meetings.erase(person, id, '', { removeEventsLater: false });
          deleted++;
          if (erased.cancelled) cancelled++;
          events.push(...erased.events);
        } catch (error) {
          // Deleted meanwhile (a second tab, the person themselves): already what we want.
          if (!(error instanceof AppError && error.code === 'not_found')) throw error;
        }
      }
      // Before the grants go: afterwards nothing could reach those calendars any more.
      for (const event of events) await deps.removeEvent(event).catch(() => undefined);
      const connections = await deps.revokeConnectionsOf(person.id);
      const byAdmin = actor.id !== person.id;
      const details = {
        meetingsDeleted: deleted,
        meetingsCancelled: cancelled,
        grantsRevoked: connections.filter((c) => c.outcome === 'revoked').length,
        grantsNotRevoked: connections.filter((c) => c.outcome !== 'revoked').length,
      };
      const done = await deleteAccountRows(
        db,
        person,
        deps.builtInIssuer,
        byAdmin ? { actor: { id: actor.id, email: actor.email }, details } : null,
      );
      if (!done) throw new AppError('not_found', 'No such user.');
      return {
        deleted: true,
        email: person.email,
        meetingsDeleted: deleted,
        meetingsCancelled: cancelled,
        connections: connections.map((c) => ({
          provider: c.provider,
          account: c.account,
          outcome: c.outcome,
          ...(c.message ? { message: c.message } : {}),
        })),
      };
    },
  };
}

export type AccountErasure = ReturnType<typeof createAccountErasure>;
