import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { writeAuditEntry, type AuditActor } from '../admin/audit-repository';
import { localAccounts } from '../auth/accounts/table';
import { oidcPayloads } from '../auth/oidc/table';
import { users, type UserRow } from '../users/table';
import { eraseMeeting, meetingIdsOf } from './erasure-repository';

// The admin roles' lock (admin-users-repository): deleting an admin and revoking one never race.
const ADMIN_ROLES_LOCK_ID = 7_042_913;

export async function findUser(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

async function activeAdmins(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(users)
    .where(and(eq(users.isAdmin, true), isNull(users.disabledAt)));
  return row?.value ?? 0;
}

/** Refuses to remove the last active admin: someone must be able to run the server's admin pages. */
export async function refuseLastAdmin(db: Db, person: UserRow): Promise<void> {
  if (person.isAdmin && person.disabledAt === null && (await activeAdmins(db)) <= 1)
    throw new AppError('last_admin');
}

/**
 * The account's last step, in one transaction under the admin roles' lock: meetings made meanwhile,
 * the built-in provider's sessions, grants and password, and the person's row, whose foreign keys take
 * API keys, webhooks, calendar connections and their busy copies with it. An admin's deletion is logged.
 */
export async function deleteAccountRows(
  db: Db,
  person: UserRow,
  builtInIssuer: string | null,
  audit: { actor: AuditActor; details: Record<string, string | number | boolean | null> } | null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.execute(sql`select pg_advisory_xact_lock(${ADMIN_ROLES_LOCK_ID})`);
    const current = await findUser(t, person.id);
    if (!current) return false;
    await refuseLastAdmin(t, current);
    for (const id of await meetingIdsOf(t, person.id)) await eraseMeeting(t, person.id, id);
    if (builtInIssuer !== null && current.issuer === builtInIssuer) {
      await t.delete(oidcPayloads).where(sql`${oidcPayloads.payload} ->> 'accountId' = ${current.subject}`);
      await t.delete(localAccounts).where(sql`${localAccounts.id}::text = ${current.subject}`);
    }
    await t.delete(users).where(eq(users.id, person.id));
    if (audit)
      await writeAuditEntry(t, audit.actor, {
        action: 'user.deleted',
        targetType: 'user',
        targetId: person.id,
        targetLabel: person.email,
        details: audit.details,
      });
    return true;
  });
}
