import {
  ADMIN_PAGE_SIZE,
  type AdminAuditAction,
  type AdminAuditEntry,
  type AdminAuditTarget,
} from '@overlap/contracts';
import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { adminAuditLog } from './audit-table';

export interface AuditActor {
  /** Null for a change made outside the app (the `npm run admin` command). */
  id: string | null;
  email: string;
}

export interface AuditEntryInput {
  action: AdminAuditAction;
  targetType: AdminAuditTarget;
  targetId: string;
  targetLabel: string;
  details?: Record<string, string | number | boolean | null>;
}

/** Writes an entry in the caller's transaction, so a change and its record commit together. */
export async function writeAuditEntry(
  tx: Db,
  actor: AuditActor,
  entry: AuditEntryInput,
  at?: Date,
): Promise<void> {
  await tx.insert(adminAuditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    targetLabel: entry.targetLabel,
    details: entry.details ?? {},
    ...(at ? { createdAt: at } : {}),
  });
}

export function createAuditRepository(db: Db) {
  return {
    /**
     * Runs `change` in a transaction and records it there; a change that answers null (nothing found)
     * leaves no entry.
     */
    async recorded<T>(
      actor: AuditActor,
      change: (tx: Db) => Promise<T | null>,
      entry: (result: T) => AuditEntryInput,
    ): Promise<T | null> {
      return db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const result = await change(t);
        if (result !== null) await writeAuditEntry(t, actor, entry(result));
        return result;
      });
    },

    /**
     * Records that an admin read people's data. A page read again within `quietMs` (a reload, a refetch
     * when the window regains focus) adds no second entry.
     */
    async recordRead(actor: AuditActor, entry: AuditEntryInput, now: Date, quietMs = 15 * 60_000) {
      const [recent] = await db
        .select({ id: adminAuditLog.id })
        .from(adminAuditLog)
        .where(
          and(
            eq(adminAuditLog.actorEmail, actor.email),
            eq(adminAuditLog.action, entry.action),
            eq(adminAuditLog.targetId, entry.targetId),
            eq(adminAuditLog.targetLabel, entry.targetLabel),
            gt(adminAuditLog.createdAt, new Date(now.getTime() - quietMs)),
          ),
        )
        .limit(1);
      if (!recent) await writeAuditEntry(db, actor, entry, now);
    },

    async list(page: number): Promise<{ entries: AdminAuditEntry[]; total: number }> {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(adminAuditLog)
          .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
          .limit(ADMIN_PAGE_SIZE)
          .offset((page - 1) * ADMIN_PAGE_SIZE),
        db.select({ value: count() }).from(adminAuditLog),
      ]);
      return {
        entries: rows.map((row) => ({
          id: row.id,
          action: row.action,
          actorEmail: row.actorEmail,
          targetType: row.targetType,
          targetId: row.targetId,
          targetLabel: row.targetLabel,
          createdAt: row.createdAt.toISOString(),
        })),
        total: total?.value ?? 0,
      };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
