import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../../../db/database';
import { authSecrets } from './table';

const SIGNING_KEY = 'oidc-signing-key-rs256';
const COOKIE_KEYS = 'oidc-cookie-keys';

export interface ProviderSecrets {
  /** The private RS256 key (JWK) that signs ID tokens and access tokens. */
  signingKey: JWK;
  cookieKeys: string[];
}

/**
 * Loads the provider's secrets, making them on the very first start. Several instances may start at
 * once: each offers its own and keeps whichever reached the database first.
 */
export async function loadOrCreateProviderSecrets(db: Db): Promise<ProviderSecrets> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  const offered = {
    [SIGNING_KEY]: { ...jwk, alg: 'RS256', use: 'sig', kid: randomBytes(12).toString('base64url') },
    [COOKIE_KEYS]: { keys: [randomBytes(32).toString('base64url')] },
  };
  await db
    .insert(authSecrets)
    .values(Object.entries(offered).map(([name, value]) => ({ name, value })))
    .onConflictDoNothing({ target: authSecrets.name });
  const rows = await db
    .select()
    .from(authSecrets)
    .where(inArray(authSecrets.name, [SIGNING_KEY, COOKIE_KEYS]));
  const byName = new Map(rows.map((r) => [r.name, r.value]));
  return {
    signingKey: byName.get(SIGNING_KEY) as JWK,
    cookieKeys: (byName.get(COOKIE_KEYS) as { keys: string[] }).keys,
  };
}

/** The public half of every stored signing key, as a JWKS would list it. */
export async function loadPublicSigningKeys(db: Db): Promise<JWK[]> {
  const rows = await db.select().from(authSecrets).where(eq(authSecrets.name, SIGNING_KEY));
  return rows.map((row) => publicPart(row.value as JWK));
}

export function publicPart(jwk: JWK): JWK {
  const { kty, n, e, kid, alg, use } = jwk;
  return { kty, n, e, kid, alg, use } as JWK;
}
