import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { authSecrets } from '../../auth/oidc/table';
import {
  decryptCredential,
  encryptCredential,
  type EncryptionKey,
} from '../../calendars/crypto/credential-cipher';

const LINK_KEY = 'participant-link-key';

/** 128 random bits, URL-safe. */
export function newParticipantToken(): string {
  return randomBytes(16).toString('base64url');
}

export function hashParticipantToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export interface LinkSealer {
  seal(token: string, participantId: string): string;
  open(sealed: string, participantId: string): string;
}

/**
 * The key that seals participants' tokens at rest, made on first start and shared by every instance
 * through the database (whichever instance stores it first wins).
 */
export async function loadLinkSealer(db: Db): Promise<LinkSealer> {
  const offered = { id: 'l1', material: randomBytes(32).toString('base64') };
  await db
    .insert(authSecrets)
    .values({ name: LINK_KEY, value: offered })
    .onConflictDoNothing({ target: authSecrets.name });
  const [row] = await db.select().from(authSecrets).where(eq(authSecrets.name, LINK_KEY));
  const stored = row?.value as { id: string; material: string };
  const key: EncryptionKey = { id: stored.id, material: Buffer.from(stored.material, 'base64') };
  return {
    seal: (token, participantId) => encryptCredential(token, `participant:${participantId}`, key),
    open: (sealed, participantId) => decryptCredential(sealed, `participant:${participantId}`, [key]),
  };
}
