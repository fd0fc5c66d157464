import type { ApiKeyScope } from '@overlap/contracts';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/table';
import { generatedId, createdAt, ownedBy } from '../../db/common-columns';

/**
 * A personal API key. Only the SHA-256 of the whole key is kept: the key has 256 random bits, so a
 * fast hash is enough and lookups stay one index probe. `publicId` is the part shown in the list.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: generatedId(),
    userId: ownedBy('user_id', () => users.id),
    name: text('name').notNull(),
    publicId: text('public_id').notNull(),
    secretHash: text('secret_hash').notNull(),
    scopes: jsonb('scopes').$type<ApiKeyScope[]>().notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_keys_secret_hash_unique').on(t.secretHash),
    uniqueIndex('api_keys_public_id_unique').on(t.publicId),
    index('api_keys_user_idx').on(t.userId),
  ],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;
