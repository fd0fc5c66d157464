import type { Locale } from '@overlap/contracts';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../../db/database';
import {
  decryptCredential,
  encryptCredential,
  type EncryptionKey,
} from '../../calendars/crypto/credential-cipher';
import { participantLinkRepository } from '../records';

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

/** The credentials key ring: CREDENTIALS_KEY (or the key file beside the data) and the old keys still listed. */
export interface LinkKeys {
  current: EncryptionKey;
  all: EncryptionKey[];
}

/** Someone an organizer invites: their address, and optionally a name and the language to write in. */
export interface InvitedPerson {
  email: string;
  name?: string | undefined;
  required: boolean;
  locale?: Locale | undefined;
}

/**
 * A new person's row: a personal link is drawn for them, kept as its hash for look-ups and as a copy sealed
 * with the credentials key.
 */
export function newParticipantRow(links: LinkSealer, meetingId: string, person: InvitedPerson) {
  const id = randomUUID();
  const token = newParticipantToken();
  return {
    id,
    meetingId,
    email: person.email,
    name: person.name ?? null,
    required: person.required,
    locale: person.locale ?? null,
    tokenHash: hashParticipantToken(token),
    tokenSealed: links.seal(token, id),
  };
}

const aad = (participantId: string) => `participant:${participantId}`;

/**
 * Personal links are looked up by their hash, and a copy is kept so the organizer can copy a guest's link
 * again and reminders can carry it. That copy is sealed with the credentials key, which lives outside the
 * database: a copy of the database alone yields no working link. Rows sealed with the database key used
 * before are still opened until `resealParticipantLinks` has moved them.
 */
export async function loadLinkSealer(db: Db, keys: LinkKeys): Promise<LinkSealer> {
  const legacy = await participantLinkRepository.legacyKey(db);
  const opening = legacy
    ? [...keys.all, { id: legacy.id, material: Buffer.from(legacy.material, 'base64') }]
    : keys.all;
  return {
    seal: (token, participantId) => encryptCredential(token, aad(participantId), keys.current),
    open: (sealed, participantId) => decryptCredential(sealed, aad(participantId), opening),
  };
}

/**
 * Seals every stored link still on another key (the old database key, or a credentials key being rotated
 * out) with the current one, then forgets the database key. Safe to stop halfway: it carries on at the
 * next start. Answers how many links moved.
 */
export async function resealParticipantLinks(db: Db, sealer: LinkSealer, keys: LinkKeys): Promise<number> {
  // Nothing can be on another key unless the old database key is still there or old keys are listed:
  // a plain start then reads no link at all.
  const legacy = await participantLinkRepository.legacyKey(db);
  if (!legacy && keys.all.length === 1) return 0;
  let moved = 0;
  for (;;) {
    const batch = await participantLinkRepository.sealedWithOtherKey(db, keys.current.id, 500);
    for (const row of batch) {
      const sealed = sealer.seal(sealer.open(row.tokenSealed, row.id), row.id);
      await participantLinkRepository.reseal(db, row.id, sealed);
    }
    moved += batch.length;
    if (batch.length < 500) break;
  }
  await participantLinkRepository.dropLegacyKey(db);
  return moved;
}
