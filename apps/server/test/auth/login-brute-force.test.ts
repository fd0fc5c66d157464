import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import { OidcFlow } from './support/oidc-flow';

const LOCK_SECONDS = 4;

/** Waits until a fresh limiter window has just begun, so the attempts below all fall inside one. */
async function atWindowStart() {
  const windowMs = LOCK_SECONDS * 1000;
  const intoWindow = Date.now() % windowMs;
  if (intoWindow > 100) await sleep(windowMs - intoWindow + 20);
}

describe('sign-in brute-force protection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      TRUST_PROXY: 'true',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '4',
      LOGIN_LOCK_SECONDS: String(LOCK_SECONDS),
    });
    await new OidcFlow(t.app).signUp('Owner Person', 'owner@example.com', 'the real password');
  });
  afterAll(() => t.close());

  /** Opens the sign-in page first, so that only the password posts count against the clock. */
  async function signInPage(ip: string) {
    const flow = new OidcFlow(t.app, ip);
    const page = await flow.start();
    return (email: string, password: string) => flow.request('POST', `${page}/login`, { email, password });
  }
  async function attempt(email: string, password: string, ip: string) {
    return (await signInPage(ip))(email, password);
  }

  it('pauses an account after repeated wrong passwords, then lets the owner back in', async () => {
    const pages = await Promise.all([1, 2, 3, 50].map((n) => signInPage(`203.0.113.${n}`)));
    await atWindowStart();
    for (const submit of pages.slice(0, 3)) {
      const wrong = await submit('owner@example.com', 'a wrong guess');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.body).toContain('That email and password do not match');
    }
    // Even the right password from a new address waits for the lock to end.
    const locked = await pages[3]!('owner@example.com', 'the real password');
    expect(locked.statusCode).toBe(429);
    expect(locked.body).toMatch(
      /Too many failed sign-in attempts for this account\. For your security, sign-in is paused: please try again in \d+ seconds?\./,
    );
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

    await sleep(Number(locked.headers['retry-after']) * 1000 + 50);
    const owner = await attempt('owner@example.com', 'the real password', '203.0.113.50');
    expect(owner.statusCode).toBe(303);
    expect(owner.headers.location).toMatch(/\/oidc\/auth\//);
  });

  it('pauses a client address that tries many accounts', async () => {
    const pages = await Promise.all([0, 1, 2, 3, 4].map(() => signInPage('198.51.100.77')));
    await atWindowStart();
    for (const [i, submit] of pages.slice(0, 4).entries()) {
      expect((await submit(`nobody${i}@example.com`, 'x')).statusCode).toBe(401);
    }
    const locked = await pages[4]!('owner@example.com', 'the real password');
    expect(locked.statusCode).toBe(429);
    expect(locked.body).toContain('Too many failed sign-in attempts from your network');
    expect((await attempt('owner@example.com', 'the real password', '198.51.100.78')).statusCode).toBe(303);
  });
});
