import { TOKEN_LEEWAY_SECONDS } from '@overlap/contracts';
import { errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';

export interface VerifiedAccessToken extends JWTPayload {
  sub: string;
}

export type AccessTokenVerifier = (token: string) => Promise<VerifiedAccessToken>;

/** The token could not be checked because the identity provider's keys were out of reach. */
export class KeysUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The identity provider’s signing keys could not be fetched.', { cause });
    this.name = 'KeysUnavailableError';
  }
}

/** Both spellings of an issuer: providers differ on the trailing slash (Auth0 has one, Keycloak not). */
export function issuerVariants(issuer: string): string[] {
  const bare = issuer.replace(/\/+$/, '');
  return [bare, `${bare}/`];
}

/**
 * Checks a bearer token as spec §5 asks: RS256 only, signature against the issuer's keys, issuer,
 * audience, expiry and start with 60 s of leeway, and a subject.
 */
export function createAccessTokenVerifier(options: {
  issuer: string;
  audience: string;
  getKey: JWTVerifyGetKey;
}): AccessTokenVerifier {
  const issuers = issuerVariants(options.issuer);
  return rememberingVerified(async (token) => {
    try {
      const { payload } = await jwtVerify(token, options.getKey, {
        algorithms: ['RS256'],
        issuer: issuers,
        audience: options.audience,
        clockTolerance: TOKEN_LEEWAY_SECONDS,
        requiredClaims: ['sub', 'exp'],
      });
      return payload as VerifiedAccessToken;
    } catch (error) {
      const keysOutOfReach =
        !(error instanceof errors.JOSEError) ||
        error instanceof errors.JWKSTimeout ||
        error instanceof errors.JWKSInvalid;
      throw keysOutOfReach ? new KeysUnavailableError(error) : error;
    }
  });
}

const REMEMBERED_MAX = 1_000;

/**
 * `verify`, remembering the tokens it accepted until they expire (with the same leeway), so a client
 * sending one token request after request costs one signature check, not one each time. A token is
 * remembered by its whole text, signature included; the keys it was checked against stay loaded in this
 * process either way (key-sources.ts), so nothing is accepted that a fresh check would refuse before expiry.
 */
export function rememberingVerified(
  verify: AccessTokenVerifier,
  nowMs: () => number = Date.now,
  max = REMEMBERED_MAX,
): AccessTokenVerifier {
  const accepted = new Map<string, VerifiedAccessToken>();
  return async (token) => {
    const seconds = Math.floor(nowMs() / 1000);
    const known = accepted.get(token);
    if (known && (known.exp ?? 0) > seconds - TOKEN_LEEWAY_SECONDS) return known;
    accepted.delete(token);
    const payload = await verify(token);
    if (accepted.size >= max) accepted.delete(accepted.keys().next().value!);
    accepted.set(token, payload);
    return payload;
  };
}
