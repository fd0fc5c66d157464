import { ADMIN_PAGE_SIZE } from '@overlap/contracts';
import { and, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { oidcPayloads } from '../auth/oidc/table';
import { users, type UserRow } from '../users/table';
import { writeAuditEntry, type AuditActor } from './audit-repository';

// Serialises every change to who is an active admin, so "never the last admin" holds across instances.
const ADMIN_ROLES_LOCK_ID = 7_042_913;

export type AdminUserRow = Pick<UserRow, 'id' | 'email' | 'name' | 'isAdmin' | 'disabledAt' | 'createdAt'> & {
  meetingsCount: number;
};

/** `%` and `_` typed by a person are letters to look for, not patterns. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const columns = {
  id: users.id,
  email: users.email,
  name: users.name,
  isAdmin: users.isAdmin,
  disabledAt: users.disabledAt,
  createdAt: users.createdAt,
  // Spelled out: Drizzle leaves a single-table query's columns unqualified, which a subquery would misread.
  meetingsCount:
    sql<number>`(select count(*) from "meetings" m where m."organizer_id" = "users"."id")`.mapWith(Number),
};

/** The admin Users page: search, and the changes an admin makes to a person, each with its audit entry. */
export function createAdminUsersRepository(db: Db) {
  async function activeAdmins(tx: Db): Promise<number> {
    const [row] = await tx
      .select({ value: count() })
      .from(users)
      .where(and(eq(users.isAdmin, true), isNull(users.disabledAt)));
    return row?.value ?? 0;
  }

  /** Locks the roles, reads the person, and refuses a change that would leave no active admin. */
  async function lockTarget(tx: Db, id: string, losesAdmin: (row: UserRow) => boolean): Promise<UserRow> {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_ROLES_LOCK_ID})`);
    const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
    if (!row) throw new AppError('not_found', 'No such user.');
    if (losesAdmin(row) && (await activeAdmins(tx)) <= 1) throw new AppError('last_admin');
    return row;
  }

  const byId = async (tx: Db, id: string): Promise<AdminUserRow> => {
    const [row] = await tx.select(columns).from(users).where(eq(users.id, id)).limit(1);
    return row!;
  };

  return {
    async search(query: string, page: number): Promise<{ rows: AdminUserRow[]; total: number }> {
      const where: SQL | undefined = query
        ? or(ilike(users.email, containsPattern(query)), ilike(users.name, containsPattern(query)))
        : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select(columns)
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(ADMIN_PAGE_SIZE)
          .offset((page - 1) * ADMIN_PAGE_SIZE),
        db.select({ value: count() }).from(users).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** Grants or revokes admin; revoking the last active admin is refused, also when two race. */
    async setAdmin(
      actor: AuditActor,
      id: string,
      isAdmin: boolean,
      adminEmails: string[],
    ): Promise<AdminUserRow> {
      return db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const row = await lockTarget(t, id, (r) => !isAdmin && r.isAdmin && r.disabledAt === null);
        if (!isAdmin && row.isAdmin && adminEmails.includes(row.email)) {
          throw new AppError(
            'conflict',
            `${row.email} is listed in ADMIN_EMAILS, which makes it an admin at every sign-in. Remove it there first.`,
            undefined,
            undefined,
            { email: row.email },
          );
        }
        if (row.isAdmin !== isAdmin) {
          await t.update(users).set({ isAdmin, updatedAt: new Date() }).where(eq(users.id, id));
          await writeAuditEntry(t, actor, {
            action: isAdmin ? 'role.granted' : 'role.revoked',
            targetType: 'user',
            targetId: id,
            targetLabel: row.email,
          });
        }
        return byId(t, id);
      });
    },

    /**
     * Disables or enables a person. Disabling ends their sessions at the built-in provider (sessions,
     * grants, codes, refresh tokens); their access tokens are refused by `requireUser` from now on.
     */
    async setDisabled(actor: AuditActor, id: string, disabled: boolean): Promise<AdminUserRow> {
      return db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const row = await lockTarget(t, id, (r) => disabled && r.isAdmin && r.disabledAt === null);
        if ((row.disabledAt !== null) !== disabled) {
          await t
            .update(users)
            .set({ disabledAt: disabled ? new Date() : null, updatedAt: new Date() })
            .where(eq(users.id, id));
          if (disabled) {
            await t.delete(oidcPayloads).where(sql`${oidcPayloads.payload} ->> 'accountId' = ${row.subject}`);
          }
          await writeAuditEntry(t, actor, {
            action: disabled ? 'user.disabled' : 'user.enabled',
            targetType: 'user',
            targetId: id,
            targetLabel: row.email,
          });
        }
        return byId(t, id);
      });
    },
  };
}

export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
