import { createHash, randomBytes } from 'node:crypto';

/** A sign-up link's secret: 256 random bits, URL-safe. */
export function newInvitationToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: it finds the invitation, but cannot be turned back into a link. */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A value that could be a token at all; anything else is refused before the database is asked. */
export function looksLikeInvitationToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}
