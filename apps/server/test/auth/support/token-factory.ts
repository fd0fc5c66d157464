import { createPublicKey } from 'node:crypto';
import { generateKeyPair, importJWK, SignJWT, type JWK, type JWTPayload } from 'jose';
import type { Database } from '../../../src/db/database';
import { loadOrCreateProviderSecrets } from '../../../src/features/auth/oidc/auth-secrets';

export const ISSUER = 'http://localhost:3000/oidc';
export const AUDIENCE = 'http://localhost:3000/api';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Mints access tokens with the built-in provider's own stored key, and forged variants of them. */
export async function tokenFactory(database: Database) {
  const { signingKey } = await loadOrCreateProviderSecrets(database.db);
  const privateKey = await importJWK(signingKey, 'RS256');
  const kid = signingKey.kid!;
  const now = () => Math.floor(Date.now() / 1000);

  async function sign(
    claims: JWTPayload,
    options: {
      key?: Awaited<ReturnType<typeof importJWK>>;
      kid?: string;
      alg?: string;
    } = {},
  ) {
    const { iss = ISSUER, aud = AUDIENCE, iat = now(), exp = now() + 300, ...rest } = claims;
    return new SignJWT({ ...rest })
      .setProtectedHeader({ alg: options.alg ?? 'RS256', kid: options.kid ?? kid, typ: 'at+jwt' })
      .setIssuer(iss)
      .setAudience(aud as string)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(options.key ?? privateKey);
  }

  return {
    now,
    kid,
    sign,
    /** A header and payload with no signature at all. */
    unsigned(claims: JWTPayload) {
      return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ iss: ISSUER, aud: AUDIENCE, iat: now(), exp: now() + 300, ...claims })}.`;
    },
    /** The classic confusion attack: HMAC-SHA256 keyed with the RSA public key's PEM text. */
    async hmacWithPublicKey(claims: JWTPayload) {
      const pem = createPublicKey({ key: signingKey as JWK & { kty: 'RSA' }, format: 'jwk' }).export({
        type: 'spki',
        format: 'pem',
      });
      return sign(claims, { key: new TextEncoder().encode(pem as string), alg: 'HS256' });
    },
    async withForeignKey(claims: JWTPayload, kidToClaim: string) {
      const { privateKey: foreign } = await generateKeyPair('RS256');
      return sign(claims, { key: foreign, kid: kidToClaim });
    },
    /** Replaces the payload of a validly signed token, keeping its signature. */
    tamper(token: string, patch: JWTPayload) {
      const [header, payload, signature] = token.split('.');
      const decoded = JSON.parse(Buffer.from(payload!, 'base64url').toString());
      return `${header}.${b64({ ...decoded, ...patch })}.${signature}`;
    },
  };
}
