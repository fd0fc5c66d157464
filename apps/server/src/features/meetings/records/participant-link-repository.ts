import { eq, not, like } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { authSecrets } from '../../auth/oidc/table';
import { participants } from './tables';

/** Where links were sealed until November 2026: a key kept in the database beside the links themselves. */
const LEGACY_LINK_KEY = 'participant-link-key';

/** Personal links at rest: the sealed copies and the database key older rows may still be sealed with. */
export const participantLinkRepository = {
  async legacyKey(db: Db): Promise<{ id: string; material: string } | null> {
    const [row] = await db.select().from(authSecrets).where(eq(authSecrets.name, LEGACY_LINK_KEY));
    return (row?.value as { id: string; material: string } | undefined) ?? null;
  },

  async dropLegacyKey(db: Db): Promise<void> {
    await db.delete(authSecrets).where(eq(authSecrets.name, LEGACY_LINK_KEY));
  },

  async sealedWithOtherKey(db: Db, keyId: string, limit: number) {
    return db
      .select({ id: participants.id, tokenSealed: participants.tokenSealed })
      .from(participants)
      .where(not(like(participants.tokenSealed, `${keyId}:%`)))
      .limit(limit);
  },

  async reseal(db: Db, participantId: string, tokenSealed: string): Promise<void> {
    await db.update(participants).set({ tokenSealed }).where(eq(participants.id, participantId));
  },
};
