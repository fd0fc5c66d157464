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
  return async (token) => {
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
  };
}
