import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountRepository } from '../../src/features/auth/accounts/account-repository';
import { startTestApp, type TestApp } from '../support/test-app';
import { tokenFactory } from './support/token-factory';

describe('bearer token verification', () => {
  let t: TestApp;
  let tokens: Awaited<ReturnType<typeof tokenFactory>>;
  let sub: string;

  beforeAll(async () => {
    t = await startTestApp();
    tokens = await tokenFactory(t.database);
    const account = await createAccountRepository(t.database.db).create({
      email: 'matrix@example.com',
      name: 'Mat Rix',
      passwordHash: 'unused',
    });
    sub = account!.id;
  });
  afterAll(() => t.close());

  const me = (authorization?: string) =>
    t.app.inject({ url: '/api/me', headers: authorization === undefined ? {} : { authorization } });

  it('accepts a valid token and creates the user from the account', async () => {
    const response = await me(`Bearer ${await tokens.sign({ sub })}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'matrix@example.com', firstName: 'Mat', lastName: 'Rix' });
  });

  it('accepts a token that expired within the 60-second leeway', async () => {
    const token = await tokens.sign({ sub, iat: tokens.now() - 600, exp: tokens.now() - 30 });
    expect((await me(`Bearer ${token}`)).statusCode).toBe(200);
  });

  const forged: [string, () => Promise<string> | string][] = [
    ['unsigned (alg none)', () => tokens.unsigned({ sub })],
    ['HS256 signed with the public key', () => tokens.hmacWithPublicKey({ sub })],
    ['a wrong issuer', () => tokens.sign({ sub, iss: 'https://evil.example.com/oidc' })],
    ['a wrong audience', () => tokens.sign({ sub, aud: 'https://other-api.example.com' })],
    ['the client id as audience (an ID token)', () => tokens.sign({ sub, aud: 'overlap-web' })],
    [
      'an expiry beyond the leeway',
      () => tokens.sign({ sub, iat: tokens.now() - 900, exp: tokens.now() - 90 }),
    ],
    ['a start in the future (nbf)', () => tokens.sign({ sub, nbf: tokens.now() + 300 })],
    ['a tampered payload', async () => tokens.tamper(await tokens.sign({ sub }), { sub: 'someone-else' })],
    [
      'a tampered audience',
      async () => tokens.tamper(await tokens.sign({ sub, aud: 'x' }), { aud: 'http://localhost:3000/api' }),
    ],
    ['an unknown key id', () => tokens.withForeignKey({ sub }, 'unknown-kid')],
    ['a foreign key claiming our key id', () => tokens.withForeignKey({ sub }, tokens.kid)],
    ['no subject', () => tokens.sign({})],
    ['malformed: not a JWT', () => 'not-a-token'],
    ['malformed: three garbage parts', () => 'aaa.bbb.ccc'],
    ['malformed: two parts', async () => (await tokens.sign({ sub })).split('.').slice(0, 2).join('.')],
  ];

  it.each(forged)('answers 401 to a token with %s', async (_label, make) => {
    const response = await me(`Bearer ${await make()}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'unauthorized' });
  });

  it.each([
    ['no Authorization header', undefined],
    ['an empty header', ''],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
    ['Bearer with nothing after it', 'Bearer '],
  ])('answers 401 to %s', async (_label, header) => {
    const response = await me(header);
    expect(response.statusCode).toBe(401);
  });
});
