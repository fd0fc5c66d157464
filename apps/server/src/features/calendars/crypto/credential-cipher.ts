import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for stored credentials. A ciphertext reads `<keyId>:<iv>:<ciphertext+tag>` (base64url), so
 * the key that sealed it is known and old keys can be rotated out. The record id is associated data:
 * a ciphertext copied to another row does not decrypt.
 */

export interface EncryptionKey {
  /** Short stable name such as `k1`; letters, digits and dashes. */
  id: string;
  /** 32 bytes. */
  material: Buffer;
}

const keyIdPattern = /^[A-Za-z0-9-]{1,32}$/;
const ivBytes = 12;
const tagBytes = 16;

export class CredentialDecryptionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CredentialDecryptionError';
  }
}

export function assertValidKey(key: EncryptionKey): void {
  if (!keyIdPattern.test(key.id))
    throw new Error(`Encryption key id "${key.id}" must be 1-32 letters, digits or dashes`);
  if (key.material.length !== 32)
    throw new Error(`Encryption key ${key.id} must be 32 bytes, got ${key.material.length}`);
}

function associatedData(keyId: string, recordId: string): Buffer {
  return Buffer.from(`overlap-credential\u0000${keyId}\u0000${recordId}`, 'utf8');
}

export function encryptCredential(plaintext: string, recordId: string, key: EncryptionKey): string {
  assertValidKey(key);
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv('aes-256-gcm', key.material, iv, { authTagLength: tagBytes });
  cipher.setAAD(associatedData(key.id, recordId));
  const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${key.id}:${iv.toString('base64url')}:${sealed.toString('base64url')}`;
}

/** The id of the key that sealed a ciphertext, e.g. to find rows still on an old key. */
export function credentialKeyId(ciphertext: string): string {
  const keyId = ciphertext.split(':', 1)[0] ?? '';
  if (!keyIdPattern.test(keyId)) throw new CredentialDecryptionError('Not an encrypted credential');
  return keyId;
}

export function decryptCredential(
  ciphertext: string,
  recordId: string,
  keys: readonly EncryptionKey[],
): string {
  const parts = ciphertext.split(':');
  if (parts.length !== 3) throw new CredentialDecryptionError('Not an encrypted credential');
  const [keyId, ivText, sealedText] = parts as [string, string, string];
  const key = keys.find((candidate) => candidate.id === keyId);
  if (!key) throw new CredentialDecryptionError(`No key named ${keyId} is configured`);
  const iv = Buffer.from(ivText, 'base64url');
  const sealed = Buffer.from(sealedText, 'base64url');
  if (iv.length !== ivBytes || sealed.length < tagBytes)
    throw new CredentialDecryptionError('Malformed credential');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.material, iv, { authTagLength: tagBytes });
    decipher.setAAD(associatedData(keyId, recordId));
    decipher.setAuthTag(sealed.subarray(sealed.length - tagBytes));
    return Buffer.concat([
      decipher.update(sealed.subarray(0, sealed.length - tagBytes)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    throw new CredentialDecryptionError(
      'Credential failed authentication (tampered, or bound to another record)',
    );
  }
}

/** Opens a ciphertext with any known key and seals it again with `newKey`; unchanged if already on it. */
export function reencryptCredential(
  ciphertext: string,
  recordId: string,
  knownKeys: readonly EncryptionKey[],
  newKey: EncryptionKey,
): string {
  if (credentialKeyId(ciphertext) === newKey.id) return ciphertext;
  return encryptCredential(decryptCredential(ciphertext, recordId, knownKeys), recordId, newKey);
}
