import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';

describe('POST /api/waitlist/signup', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The specification's thanks is the waitlist mode's (sign-up-modes.test.ts has the others).
    t = await startTestApp({ WAITLIST_RATE_LIMIT_PER_MINUTE: '1000', SIGN_UP: 'waitlist' });
  });
  afterAll(() => t.close());

  const signup = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/waitlist/signup',
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  async function rows(): Promise<string[]> {
    const result = await t.database.db.execute<{ email: string }>(
      'select email from waitlist_signups order by id',
    );
    return (result as unknown as { rows: { email: string }[] }).rows.map((r) => r.email);
  }

  it('stores a valid address, trimmed and lower-cased', async () => {
    const res = await signup({ email: '  Ana.Lopez@Example.com ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: "You've been added to our waitlist. We'll notify you when the beta is ready.",
    });
    expect(await rows()).toContain('ana.lopez@example.com');
  });

  it('answers a repeated signup the same way and stores nothing new', async () => {
    const before = await rows();
    const res = await signup({ email: 'ANA.LOPEZ@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/added to our waitlist/);
    expect(await rows()).toEqual(before);
  });

  it.each([
    ['a blank address', { email: '   ' }, 400, 'Please enter your email address'],
    ['a malformed address', { email: 'not-an-email' }, 400, 'Please enter a valid email address'],
    ['a number instead of text', { email: 12345 }, 400, 'Email must be a string'],
    ['a missing field', {}, 400, 'Email must be a string'],
    ['an array body', [{ email: 'a@b.co' }], 400, 'Request body must be a JSON object'],
    ['a null body', 'null', 400, 'Request body must be a JSON object'],
    ['an over-long address', { email: `${'a'.repeat(60)}@${'b'.repeat(200)}.com` }, 400, 'at most 254'],
  ])('refuses %s with a message', async (_label, payload, status, message) => {
    const res = await signup(payload);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toContain(message);
  });

  it('refuses malformed JSON', async () => {
    const res = await signup('{"email": ');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body is not valid JSON.');
  });

  it('refuses an empty JSON body', async () => {
    for (const payload of ['', '   ']) {
      const res = await signup(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Request body must be a JSON object');
    }
  });

  it('refuses JSON that tries to poison prototypes', async () => {
    const res = await signup('{"email":"a@b.co","__proto__":{"admin":true}}');
    expect(res.statusCode).toBe(400);
  });

  it('refuses no body at all', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/waitlist/signup' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Request body must be a JSON object');
  });

  it('refuses an oversized body', async () => {
    const res = await signup({ email: `${'x'.repeat(5000)}@example.com` });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The request body is too large.');
  });

  it('refuses a wrong content type', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist/signup',
      headers: { 'content-type': 'application/xml' },
      payload: '<email>a@b.co</email>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Send the request body as application/json.');
  });

  it('refuses a form-encoded body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist/signup',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.co',
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('waitlist rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      WAITLIST_RATE_LIMIT_PER_MINUTE: '3',
      TRUST_PROXY: 'true',
      TEST_CLOCK_HEADER: 'true',
    });
  });
  afterAll(() => t.close());

  // Every signup lands in the same one-minute window (the last minute of a year), wherever the wall clock is.
  const from = (ip: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/waitlist/signup',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': ip,
        'x-overlap-test-now': '2026-12-31T23:59:00Z',
      },
      payload: { email },
    });

  it('answers 429 with a clear message and Retry-After once a client address exceeds the limit', async () => {
    for (let i = 0; i < 3; i++) expect((await from('203.0.113.7', `p${i}@example.com`)).statusCode).toBe(200);
    const limited = await from('203.0.113.7', 'p4@example.com');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      'Too many signups from your network. Please try again in 60 seconds.',
    );
    expect(limited.headers['retry-after']).toBe('60');
  });

  it('counts each client address separately', async () => {
    expect((await from('198.51.100.9', 'other@example.com')).statusCode).toBe(200);
  });
});
