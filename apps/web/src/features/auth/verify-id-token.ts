import { IDENTITY_LIBRARY } from '@overlap/contracts';
import { createRemoteJWKSet, jwtVerify } from 'jose';

/**
 * The identity-token checks of spec §5 that oidc-client-ts leaves out: an RS256 signature by the
 * issuer's published keys, the issuer, the audience, and expiry with 60 s of tolerance. (The library
 * itself checks the state and the nonce.)
 */
export async function verifyIdToken(
  idToken: string,
  options: { issuer: string; clientId: string; jwksUri: string },
): Promise<void> {
  if (idToken.split('.').length !== 3) throw new Error('The identity token is malformed.');
  await jwtVerify(idToken, createRemoteJWKSet(new URL(options.jwksUri)), {
    algorithms: ['RS256'],
    issuer: options.issuer,
    audience: options.clientId,
    clockTolerance: IDENTITY_LIBRARY.idTokenLeewaySeconds,
  });
}
