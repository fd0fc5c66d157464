import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { credentialKeyId, reencryptCredential } from '../calendars/crypto/credential-cipher';
import type { CredentialSealer } from './key-ring';
import { calendarConnections } from './tables';

/**
 * After a key change (CREDENTIALS_OLD_KEYS set): seals every credential still on an old key with the
 * current one, row by row, so a restart halfway through simply carries on. Returns how many changed.
 */
export async function rotateStoredCredentials(db: Db, sealer: CredentialSealer): Promise<number> {
  const { current, all } = await sealer.keys();
  const rows = await db
    .select({ id: calendarConnections.id, credentials: calendarConnections.credentials })
    .from(calendarConnections);
  let changed = 0;
  for (const row of rows) {
    if (credentialKeyId(row.credentials) === current.id) continue;
    const credentials = reencryptCredential(row.credentials, row.id, all, current);
    await db.update(calendarConnections).set({ credentials }).where(eq(calendarConnections.id, row.id));
    changed++;
  }
  return changed;
}
