import { and, asc, count, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { ApiKeyScope } from '@overlap/contracts';
import type { Db } from '../../db/database';
import { users, type UserRow } from '../users/table';
import { apiKeys, type ApiKeyRow } from './table';

export interface NewApiKey {
  userId: string;
  name: string;
  publicId: string;
  secretHash: string;
  scopes: ApiKeyScope[];
  createdAt: Date;
}

export function createApiKeyRepository(db: Db) {
  const active = isNull(apiKeys.revokedAt);
  return {
    /**
     * Stores a key unless the person already holds `max` active ones (`'limit'`). The person's row is locked
     * first, so two requests at once cannot both take the last place.
     */
    async createWithin(key: NewApiKey, max: number): Promise<ApiKeyRow | 'limit' | 'taken'> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, key.userId)).for('update');
        const [held] = await tx
          .select({ n: count() })
          .from(apiKeys)
          .where(and(eq(apiKeys.userId, key.userId), active));
        if ((held?.n ?? 0) >= max) return 'limit';
        // A public id or hash that exists already (vanishingly rare): the caller mints another key.
        const [row] = await tx.insert(apiKeys).values(key).onConflictDoNothing().returning();
        return row ?? 'taken';
      });
    },

    async listActive(userId: string): Promise<ApiKeyRow[]> {
      return db
        .select()
        .from(apiKeys)
        .where(and(eq(apiKeys.userId, userId), active))
        .orderBy(desc(apiKeys.createdAt), asc(apiKeys.id));
    },

    /** Answers whether an active key of this person was revoked. */
    async revoke(userId: string, id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(apiKeys)
        .set({ revokedAt: now })
        .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), active))
        .returning({ id: apiKeys.id });
      return rows.length > 0;
    },

    async findActiveByHash(secretHash: string): Promise<{ key: ApiKeyRow; user: UserRow } | undefined> {
      const [row] = await db
        .select({ key: apiKeys, user: users })
        .from(apiKeys)
        .innerJoin(users, eq(users.id, apiKeys.userId))
        .where(and(eq(apiKeys.secretHash, secretHash), active))
        .limit(1);
      return row;
    },

    /** Records use at most once per `everyMs`, whatever other instances did meanwhile. */
    async touch(id: string, now: Date, everyMs: number): Promise<void> {
      const stale = new Date(now.getTime() - everyMs);
      await db
        .update(apiKeys)
        .set({ lastUsedAt: now })
        .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, stale))));
    },
  };
}

export type ApiKeyRepository = ReturnType<typeof createApiKeyRepository>;
