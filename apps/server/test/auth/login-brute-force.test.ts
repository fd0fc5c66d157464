import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import { OidcFlow } from './support/oidc-flow';

// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL (where the burst really runs in parallel).
// Every sign-in post pins the server's "now", so the lock windows do not depend on the wall clock.
const LOCK_SECONDS = 900;
const T0 = Date.parse('2025-03-10T10:00:00.000Z');
const MINUTE = 60_000;

describe('sign-in brute-force protection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      TRUST_PROXY: 'true',
      TEST_CLOCK_HEADER: 'true',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '5',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '50',
      LOGIN_LOCK_SECONDS: String(LOCK_SECONDS),
    });
    const owner = new OidcFlow(t.app, '192.0.2.1');
    owner.headers = { 'x-overlap-test-now': new Date(T0 - 3600 * 1000).toISOString() };
    await owner.signUp('Owner Person', 'owner@example.com', 'the real password');
  });
  afterAll(() => t.close());

  /** Opens a sign-in page; answers a function that posts the form at a pinned instant. */
  async function signInPage(ip: string) {
    const flow = new OidcFlow(t.app, ip);
    const page = await flow.start();
    return (email: string, password: string, at: number) => {
      flow.headers = { 'x-overlap-test-now': new Date(at).toISOString() };
      return flow.request('POST', `${page}/login`, { email, password });
    };
  }
  const pages = (ip: string, count: number) =>
    Promise.all(Array.from({ length: count }, () => signInPage(ip)));

  it('counts a parallel burst before checking passwords: five are evaluated, and the right one is not let in past them', async () => {
    const ip = '203.0.113.9';
    const forms = await pages(ip, 80);
    const results = await Promise.all(
      forms.map((submit, i) =>
        submit('owner@example.com', i === 79 ? 'the real password' : `wrong guess ${i}`, T0),
      ),
    );
    const evaluated = results.filter((r) => r.statusCode === 401 || r.statusCode === 303);
    expect(evaluated.length).toBeLessThanOrEqual(5);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(80 - evaluated.length);
    const [after] = await pages(ip, 1);
    const locked = await after!('owner@example.com', 'the real password', T0 + MINUTE);
    expect(locked.statusCode).toBe(429);
    // 81 attempts from one address: past its own limit (50) as well as the account's from it.
    expect(locked.body).toContain('Too many failed sign-in attempts');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('locks only the attacker’s address: the owner elsewhere signs in', async () => {
    const attacker = await pages('198.51.100.20', 7);
    for (const [i, submit] of attacker.slice(0, 6).entries())
      await submit('owner@example.com', `guess ${i}`, T0);
    expect((await attacker[6]!('owner@example.com', 'the real password', T0)).statusCode).toBe(429);
    const [owner] = await pages('192.0.2.1', 1);
    const signedIn = await owner!('owner@example.com', 'the real password', T0);
    expect(signedIn.statusCode).toBe(303);
    expect(signedIn.headers.location).toMatch(/\/oidc\/auth\//);
  });

  it('makes each further lock of the same pair twice as long', async () => {
    const forms = await pages('198.51.100.30', 14);
    const at = (minutes: number) => T0 + minutes * MINUTE;
    for (let i = 0; i < 5; i++)
      expect((await forms[i]!('owner@example.com', 'x', at(0))).statusCode).toBe(401);
    const first = await forms[5]!('owner@example.com', 'x', at(0));
    expect(first.headers['retry-after']).toBe(String(LOCK_SECONDS));
    // The first lock has ended 15 minutes later; five more wrong guesses lock for 30 minutes.
    for (let i = 6; i < 11; i++)
      expect((await forms[i]!('owner@example.com', 'x', at(15))).statusCode).toBe(401);
    const second = await forms[11]!('owner@example.com', 'x', at(15));
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBe(String(2 * LOCK_SECONDS));
    expect((await forms[12]!('owner@example.com', 'the real password', at(44))).statusCode).toBe(429);
    expect((await forms[13]!('owner@example.com', 'the real password', at(45))).statusCode).toBe(303);
  });

  it('keeps a limit per client address across accounts', async () => {
    const forms = await pages('198.51.100.77', 51);
    for (const [i, submit] of forms.slice(0, 50).entries()) {
      expect((await submit(`nobody${i}@example.com`, 'x', T0)).statusCode).toBe(401);
    }
    const locked = await forms[50]!('owner@example.com', 'the real password', T0);
    expect(locked.statusCode).toBe(429);
    expect(locked.body).toContain('Too many failed sign-in attempts from your network');
    const [elsewhere] = await pages('198.51.100.78', 1);
    expect((await elsewhere!('owner@example.com', 'the real password', T0)).statusCode).toBe(303);
  });
});
