import { createHash } from 'node:crypto';
import type { CalendarSettings } from '../../config/env';
import {
  decryptCredential,
  encryptCredential,
  type EncryptionKey,
} from '../calendars/crypto/credential-cipher';
import { keyFromBase64, loadOrCreateKeyFile } from '../calendars/crypto/encryption-key';

/** Seals and opens stored credentials; the record id is the associated data. */
export interface CredentialSealer {
  seal(plaintext: string, recordId: string): Promise<string>;
  open(ciphertext: string, recordId: string): Promise<string>;
  keys(): Promise<{ current: EncryptionKey; all: EncryptionKey[] }>;
}

/** A configured key is named by its fingerprint, so the same base64 later listed as an old key keeps its id. */
function configuredKey(base64: string, id: string | null): EncryptionKey {
  const material = Buffer.from(base64, 'base64');
  return keyFromBase64(id ?? `c${createHash('sha256').update(material).digest('hex').slice(0, 12)}`, base64);
}

/**
 * Impure: without CREDENTIALS_KEY the key file is read or created (0600) the first time a credential is
 * sealed or opened, so that starting the app for tests that never touch calendars writes nothing.
 */
export function createCredentialSealer(settings: CalendarSettings): CredentialSealer {
  let loaded: Promise<{ current: EncryptionKey; all: EncryptionKey[] }> | null = null;
  const keys = () => {
    loaded ??= (async () => {
      const current = settings.credentialsKey
        ? configuredKey(settings.credentialsKey, null)
        : await loadOrCreateKeyFile(settings.keyFile);
      const old = settings.oldCredentialKeys.map((key) => configuredKey(key.base64, key.id));
      return { current, all: [current, ...old] };
    })();
    return loaded;
  };
  return {
    keys,
    async seal(plaintext, recordId) {
      return encryptCredential(plaintext, recordId, (await keys()).current);
    },
    async open(ciphertext, recordId) {
      return decryptCredential(ciphertext, recordId, (await keys()).all);
    },
  };
}
