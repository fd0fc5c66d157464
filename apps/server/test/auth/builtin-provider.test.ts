import { sql } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import { OidcFlow } from './support/oidc-flow';

describe('built-in OpenID Connect provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  it('publishes discovery with PKCE S256 only and RS256 keys', async () => {
    const discovery = (await t.app.inject('/oidc/.well-known/openid-configuration')).json();
    expect(discovery.issuer).toBe('http://localhost:3000/oidc');
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.id_token_signing_alg_values_supported).toContain('RS256');
    expect(discovery.authorization_endpoint).toMatch(/\/oidc\/auth$/);
    const jwks = (await t.app.inject('/oidc/jwks')).json();
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0].d).toBeUndefined();
  });

  it('signs up, issues RS256 ID tokens and JWT access tokens for the API audience', async () => {
    const flow = new OidcFlow(t.app);
    const tokens = await flow.signUp('Ada Lovelace', 'Ada@Example.com', 'correct horse battery');
    expect(decodeProtectedHeader(tokens.id_token).alg).toBe('RS256');
    expect(decodeProtectedHeader(tokens.access_token)).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    const access = decodeJwt(tokens.access_token);
    expect(access.aud).toBe('http://localhost:3000/api');
    expect(access.iss).toBe('http://localhost:3000/oidc');
    expect(decodeJwt(tokens.id_token)).toMatchObject({ email: 'ada@example.com', name: 'Ada Lovelace' });
    expect(tokens.refresh_token).toBeTruthy();

    const me = await t.app.inject({
      url: '/api/me',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      name: 'Ada Lovelace',
      isAdmin: true,
    });
  });

  it('refuses an authorization request without PKCE', async () => {
    const flow = new OidcFlow(t.app);
    const response = await flow.request(
      'GET',
      '/oidc/auth?client_id=overlap-web&response_type=code&redirect_uri=http%3A%2F%2Flocalhost%3A3000&scope=openid&state=s',
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toMatch(/error=invalid_request/);
  });

  it('rotates refresh tokens and revokes the grant when an old one is replayed', async () => {
    const flow = new OidcFlow(t.app);
    const first = await flow.signUp('Grace Hopper', 'grace@example.com', 'cobol forever 1959');
    const rotated = await flow.refresh(first.refresh_token!);
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json();
    expect(second.refresh_token).toBeTruthy();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(second.access_token).aud).toBe('http://localhost:3000/api');

    expect((await flow.refresh(first.refresh_token!)).statusCode).toBe(400);
    expect((await flow.refresh(second.refresh_token)).statusCode).toBe(400);
  });

  it('signs in an existing account and keeps the second person a non-admin', async () => {
    const tokens = await new OidcFlow(t.app).signIn('grace@example.com', 'cobol forever 1959');
    const me = await t.app.inject({
      url: '/api/me',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(me.json()).toMatchObject({ email: 'grace@example.com', isAdmin: false });
  });

  it('tells a disabled person so on the sign-in page, and signs them in again once enabled', async () => {
    await t.database.db.execute(sql`update users set disabled_at = now() where email = 'grace@example.com'`);
    const flow = new OidcFlow(t.app);
    const page = await flow.start();
    const refused = await flow.request('POST', `${page}/login`, {
      email: 'grace@example.com',
      password: 'cobol forever 1959',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers.location).toBeUndefined();
    expect(refused.body).toContain(
      'This account has been disabled. Ask an administrator to enable it again.',
    );

    await t.database.db.execute(sql`update users set disabled_at = null where email = 'grace@example.com'`);
    const tokens = await new OidcFlow(t.app).signIn('grace@example.com', 'cobol forever 1959');
    expect(tokens.access_token).toEqual(expect.any(String));
  });

  it('renders sign-in pages that satisfy the CSP: no inline script', async () => {
    const flow = new OidcFlow(t.app);
    const page = await flow.start();
    const response = await flow.request('GET', page);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Sign in to Overlap');
    expect(response.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self'/);
    const signup = await flow.request('GET', `${page}?screen=signup`);
    expect(signup.body).toContain('Create your Overlap account');
  });

  it('opens the sign-up page when the app asks for it (Get Started), with a way back to sign-in', async () => {
    const flow = new OidcFlow(t.app);
    const page = await flow.start({ screen_hint: 'signup' });
    const signup = await flow.request('GET', page);
    expect(signup.statusCode).toBe(200);
    expect(signup.body).toContain('Create your Overlap account');
    expect(signup.body).not.toContain('Welcome back');
    expect(signup.body).toContain(`href="${page}?screen=signin"`);
    const signIn = await flow.request('GET', `${page}?screen=signin`);
    expect(signIn.body).toContain('Sign in to Overlap');
  });

  it('keeps signing keys across restarts', async () => {
    const before = (await t.app.inject('/oidc/jwks')).json();
    const { buildApp } = await import('../../src/app');
    const { loadConfig } = await import('../../src/config/env');
    const again = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'error', WEB_DIST_DIR: '/nonexistent-overlap-dist' }),
      database: t.database,
    });
    const after = (await again.inject('/oidc/jwks')).json();
    await again.close();
    expect(after).toEqual(before);
  });
});
