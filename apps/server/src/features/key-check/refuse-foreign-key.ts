import { ConfigError } from '../../config/env';
import type { Db } from '../../db/database';
import {
  CredentialDecryptionError,
  credentialKeyId,
  decryptCredential,
  type EncryptionKey,
} from '../calendars/crypto/credential-cipher';
import { newestSealedSamples } from './sealed-samples-repository';

/** The database key personal links were sealed with before decision 0024; the link reseal moves them. */
const LEGACY_LINK_KEY_ID = 'l1';

/**
 * Refuses to start when this instance's credentials key cannot open what is already stored: another
 * instance on the same database sealed it with another key (its own key file, or another
 * CREDENTIALS_KEY). Starting anyway would fail later, one request or one delivery at a time.
 */
export async function refuseForeignCredentialsKey(db: Db, keys: EncryptionKey[]): Promise<void> {
  const problems: string[] = [];
  for (const sample of await newestSealedSamples(db)) {
    if (sample.what === 'personal links' && credentialKeyId(sample.sealed) === LEGACY_LINK_KEY_ID) continue;
    try {
      decryptCredential(sample.sealed, sample.recordId, keys);
    } catch (error) {
      if (!(error instanceof CredentialDecryptionError)) throw error;
      problems.push(
        `CREDENTIALS_KEY: this key cannot open the ${sample.what} already stored in the database (sealed with key "${credentialKeyId(sample.sealed)}"). Every instance that shares a database needs the same CREDENTIALS_KEY: set it to the key the other instances use, or, after changing keys, list the old one in CREDENTIALS_OLD_KEYS.`,
      );
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
}
