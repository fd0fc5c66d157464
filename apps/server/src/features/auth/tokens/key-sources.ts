import { createLocalJWKSet, createRemoteJWKSet, errors, type JWK, type JWTVerifyGetKey } from 'jose';

const RELOAD_COOLDOWN_MS = 30_000;

/**
 * Keys of the built-in provider, read from the database. An unknown key id reloads them (another
 * instance may have rotated the key), at most once per cooldown.
 */
export function databaseKeySource(
  loadKeys: () => Promise<JWK[]>,
  cooldownMs = RELOAD_COOLDOWN_MS,
): JWTVerifyGetKey {
  let keySet: Promise<JWTVerifyGetKey> | undefined;
  let loadedAt = 0;
  const reload = () => {
    loadedAt = Date.now();
    keySet = loadKeys().then((keys) => createLocalJWKSet({ keys }));
    keySet.catch(() => (keySet = undefined));
    return keySet;
  };
  return async (header, token) => {
    const current = await (keySet ?? reload());
    try {
      return await current(header, token);
    } catch (error) {
      if (!(error instanceof errors.JWKSNoMatchingKey) || Date.now() - loadedAt < cooldownMs) throw error;
      return (await reload())(header, token);
    }
  };
}

export interface DiscoveryDocument {
  issuer: string;
  jwks_uri: string;
  userinfo_endpoint?: string;
}

/** Reads an issuer's discovery document once (and again after a failure). */
export function discoveryLoader(issuer: string, fetchImpl: typeof fetch = fetch) {
  let pending: Promise<DiscoveryDocument> | undefined;
  return () => {
    pending ??= (async () => {
      const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(5_000) });
      if (!response.ok) throw new Error(`Discovery at ${url} answered ${response.status}`);
      const doc = (await response.json()) as DiscoveryDocument;
      if (doc.issuer.replace(/\/+$/, '') !== issuer.replace(/\/+$/, '') || !doc.jwks_uri) {
        throw new Error(`Discovery at ${url} names another issuer (${doc.issuer})`);
      }
      return doc;
    })();
    pending.catch(() => (pending = undefined));
    return pending;
  };
}

/**
 * Keys of an external provider from its JWKS URL: cached, and fetched again when a token names a key id
 * the cache does not know (jose does this, no more often than `cooldownMs`).
 */
export function remoteKeySource(
  discover: () => Promise<DiscoveryDocument>,
  cooldownMs = RELOAD_COOLDOWN_MS,
): JWTVerifyGetKey {
  let keySet: JWTVerifyGetKey | undefined;
  return async (header, token) => {
    keySet ??= createRemoteJWKSet(new URL((await discover()).jwks_uri), {
      cooldownDuration: cooldownMs,
      cacheMaxAge: 10 * 60_000,
      timeoutDuration: 5_000,
    });
    return keySet(header, token);
  };
}
