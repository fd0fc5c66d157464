import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokenVerifier } from '../../src/features/auth/tokens/access-token-verifier';
import { discoveryLoader, remoteKeySource } from '../../src/features/auth/tokens/key-sources';
import { startTestApp, type TestApp } from '../support/test-app';

/** A stand-in for Auth0/Keycloak: discovery, a JWKS whose keys can rotate, and userinfo. */
async function fakeIdentityProvider() {
  const keys: {
    kid: string;
    privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
    publicJwk: JWK;
  }[] = [];
  let jwksFetches = 0;
  const addKey = async (kid: string) => {
    const pair = await generateKeyPair('RS256', { extractable: true });
    keys.unshift({
      kid,
      privateKey: pair.privateKey,
      publicJwk: { ...(await exportJWK(pair.publicKey)), kid, alg: 'RS256', use: 'sig' },
    });
  };
  await addKey('key-1');
  const server: Server = createServer((req, res) => {
    const json = (body: unknown) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.url === '/.well-known/openid-configuration') {
      return json({
        issuer: `${issuer}/`,
        jwks_uri: `${issuer}/.well-known/jwks.json`,
        userinfo_endpoint: `${issuer}/userinfo`,
      });
    }
    if (req.url === '/.well-known/jwks.json') {
      jwksFetches++;
      return json({ keys: keys.map((k) => k.publicJwk) });
    }
    if (req.url === '/userinfo' && req.headers.authorization?.startsWith('Bearer ')) {
      return json({
        sub: 'auth0|42',
        email: 'linus@example.com',
        email_verified: true,
        name: 'Linus Torvalds',
        given_name: 'Linus',
        family_name: 'Torvalds',
      });
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    addKey,
    jwksFetches: () => jwksFetches,
    sign: (claims: Record<string, unknown>, kid = keys[0]!.kid) => {
      const key = keys.find((k) => k.kid === kid)!;
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid })
        .setIssuer(`${issuer}/`)
        .setAudience('https://api.overlap.test')
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(key.privateKey);
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('an external OpenID Connect provider', () => {
  let idp: Awaited<ReturnType<typeof fakeIdentityProvider>>;
  let t: TestApp;
  beforeAll(async () => {
    idp = await fakeIdentityProvider();
    t = await startTestApp({
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: 'spa-client',
      OIDC_AUDIENCE: 'https://api.overlap.test',
      OIDC_SCOPE: 'read:meetings',
      ADMIN_EMAILS: 'linus@example.com',
    });
  });
  afterAll(async () => {
    await t.close();
    await idp.close();
  });

  it('tells the browser which provider to use', async () => {
    const config = (await t.app.inject('/api/config')).json();
    expect(config.auth).toEqual({
      status: 'ready',
      provider: 'external',
      issuer: idp.issuer,
      clientId: 'spa-client',
      audience: 'https://api.overlap.test',
      scope: 'read:meetings',
    });
    // The built-in provider is not mounted when an external one is configured.
    expect((await t.app.inject('/oidc/.well-known/openid-configuration')).statusCode).not.toBe(200);
  });

  it('verifies its tokens and reads the profile from userinfo when the token has none', async () => {
    const token = await idp.sign({ sub: 'auth0|42' });
    const me = await t.app.inject({ url: '/api/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email: 'linus@example.com',
      firstName: 'Linus',
      lastName: 'Torvalds',
      isAdmin: true,
    });
  });

  it('lets the CSP allow the provider origin', async () => {
    const response = await t.app.inject('/api/config');
    expect(response.headers['content-security-policy']).toContain(`connect-src 'self' ${idp.issuer}`);
  });

  it('fetches the key set again when a token names a key id it has not seen', async () => {
    const verify = createAccessTokenVerifier({
      issuer: idp.issuer,
      audience: 'https://api.overlap.test',
      getKey: remoteKeySource(discoveryLoader(idp.issuer), 0),
    });
    await verify(await idp.sign({ sub: 'a' }));
    const fetchesBefore = idp.jwksFetches();
    await verify(await idp.sign({ sub: 'a' }));
    expect(idp.jwksFetches()).toBe(fetchesBefore);

    await idp.addKey('key-2');
    await expect(verify(await idp.sign({ sub: 'a' }, 'key-2'))).resolves.toMatchObject({ sub: 'a' });
    expect(idp.jwksFetches()).toBe(fetchesBefore + 1);
  });
});

describe('a partial external configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ OIDC_CLIENT_ID: 'spa-client' });
  });
  afterAll(() => t.close());

  it('lists the missing settings for the Configuration Error screen', async () => {
    const config = (await t.app.inject('/api/config')).json();
    expect(config.auth).toEqual({ status: 'incomplete', missing: ['OIDC_ISSUER', 'OIDC_AUDIENCE'] });
  });

  it('answers signed-in calls with 503 and what to set', async () => {
    const response = await t.app.inject({ url: '/api/me', headers: { authorization: 'Bearer a.b.c' } });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toMatch(/OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_AUDIENCE/);
  });
});
