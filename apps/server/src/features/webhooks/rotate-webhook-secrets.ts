import type { Db } from '../../db/database';
import { credentialKeyId, reencryptCredential } from '../calendars/crypto/credential-cipher';
import type { CredentialSealer } from '../connections/key-ring';
import { webhookRepository as repo } from './webhook-repository';

/**
 * After a key change (CREDENTIALS_OLD_KEYS set), as for calendar credentials: seals every webhook secret
 * (and every rotated-out one still in its grace period) still on an old key with the current one, so the old key can be dropped later. Returns how many changed.
 */
export async function rotateWebhookSecrets(db: Db, sealer: Pick<CredentialSealer, 'keys'>): Promise<number> {
  const { current, all } = await sealer.keys();
  let changed = 0;
  for (const row of await repo.sealedSecrets(db)) {
    if (credentialKeyId(row.secretSealed) !== current.id) {
      await repo.setSealedSecret(db, row.id, reencryptCredential(row.secretSealed, row.id, all, current));
      changed++;
    }
    // A secret rotated out but still in its grace period signs too, so it moves to the new key as well.
    const previous = row.previousSecretSealed;
    if (previous && credentialKeyId(previous) !== current.id) {
      await repo.setSealedPreviousSecret(db, row.id, reencryptCredential(previous, row.id, all, current));
      changed++;
    }
  }
  return changed;
}
