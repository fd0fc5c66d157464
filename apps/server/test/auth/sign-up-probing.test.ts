import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import { OidcFlow } from './support/oidc-flow';

// Sign-up says when an address already has an account (decision 0025). What keeps that from becoming a
// list of who uses this server is the same throttle as sign-in: per client address across all addresses,
// and per address and client.
describe('sign-up with an address that already has an account', () => {
  let t: TestApp;
  const taken = ['ana', 'ben', 'chen', 'dev', 'eve'].map((n) => `${n}@example.com`);

  beforeAll(async () => {
    t = await startTestApp({
      TRUST_PROXY: 'true',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '2',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '4',
    });
    for (const [i, email] of taken.entries())
      await new OidcFlow(t.app, `198.51.100.${10 + i}`).signUp('Someone', email, 'correct horse battery');
  });
  afterAll(() => t.close());

  const trySignUp = async (flow: OidcFlow, email: string) => {
    const page = await flow.start();
    return flow.request('POST', `${page}/signup`, {
      name: 'Prober',
      email,
      password: 'correct horse battery',
    });
  };

  it('answers a few tries from one client, then locks that client out for every address', async () => {
    const prober = new OidcFlow(t.app, '203.0.113.7');
    const answers = [];
    for (const email of taken) answers.push((await trySignUp(prober, email)).statusCode);
    expect(answers.slice(0, 4)).toEqual([409, 409, 409, 409]);
    expect(answers[4]).toBe(429);
    const fresh = await trySignUp(prober, 'nobody-yet@example.com');
    expect(fresh.statusCode).toBe(429);
    expect(Number(fresh.headers['retry-after'])).toBeGreaterThan(0);
    expect(fresh.body).not.toContain('already exists');
  });

  it('locks one address after a few tries from one client, without locking the account holder out', async () => {
    const prober = new OidcFlow(t.app, '203.0.113.8');
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await trySignUp(prober, taken[0]!)).statusCode);
    expect(answers).toEqual([409, 409, 429]);
    const owner = new OidcFlow(t.app, '198.51.100.10');
    await expect(owner.signIn(taken[0]!, 'correct horse battery')).resolves.toHaveProperty('access_token');
  });
});
