import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX } from '@overlap/contracts';

const PUBLIC_ID_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const PUBLIC_ID_LENGTH = 8;
const KEY_SHAPE = new RegExp(`^${API_KEY_PREFIX}([a-z2-9]{${PUBLIC_ID_LENGTH}})_[A-Za-z0-9_-]{43}$`);

export interface MintedKey {
  /** The whole key, handed to its owner once and never stored. */
  key: string;
  publicId: string;
  secretHash: string;
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** A new key: the prefix, a short public id people can recognise, and 256 random bits. */
export function mintApiKey(): MintedKey {
  const publicId = Array.from(
    randomBytes(PUBLIC_ID_LENGTH),
    (byte) => PUBLIC_ID_ALPHABET[byte % PUBLIC_ID_ALPHABET.length],
  ).join('');
  const key = `${API_KEY_PREFIX}${publicId}_${randomBytes(32).toString('base64url')}`;
  return { key, publicId, secretHash: hashApiKey(key) };
}

export function looksLikeApiKey(value: string): boolean {
  return KEY_SHAPE.test(value);
}

export function displayPrefix(publicId: string): string {
  return `${API_KEY_PREFIX}${publicId}`;
}
