import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDrainState } from '../../src/http/drain-state';
import { startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('reports the database as up', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  const body = res.json();
  expect(body).toMatchObject({ status: 'ok', database: { status: 'up', driver: t.database.label } });
  expect(body.database.latencyMs).toBeGreaterThanOrEqual(0);
});

it('answers unknown API paths with a JSON 404', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toMatchObject({ code: 'not_found', message: 'No API route for GET /api/nothing-here.' });
});

it('sends security headers, including a Content-Security-Policy without inline scripts', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/health' });
  const csp = String(res.headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // Over plain http (local use) the browser is not told to insist on https.
  expect(res.headers['strict-transport-security']).toBeUndefined();
  expect(csp).not.toContain('upgrade-insecure-requests');
  // The same headers on an answer that is not a route's: a 404.
  const missing = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
  expect(missing.headers['content-security-policy']).toBe(csp);
});

it('tells browsers to keep to https when the server is reached over https', async () => {
  const secure = await startTestApp({ PUBLIC_URL: 'https://overlap.example.com', TRUST_PROXY: 'true' });
  try {
    const res = await secure.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  } finally {
    await secure.close();
  }
});

it('reports the database as down with 503', async () => {
  const other = await startTestApp();
  try {
    await other.database.disconnect();
    const res = await other.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'degraded', database: { status: 'down' } });
  } finally {
    await other.close();
  }
});

describe('readiness, apart from liveness', () => {
  it('is ready while the database answers, is migrated and the job queue runs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      ready: true,
      checks: { database: 'up', migrationsPending: 0, jobQueue: 'running', shuttingDown: false },
    });
  });

  it('is not ready once asked to stop, while it still serves requests (a balancer moves traffic away)', async () => {
    const drain = createDrainState();
    const other = await startTestApp({}, { drain });
    try {
      expect((await other.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
      drain.begin();
      const ready = await other.app.inject({ url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        ready: false,
        checks: { database: 'up', migrationsPending: 0, jobQueue: 'running', shuttingDown: true },
      });
      expect((await other.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('is not ready on a database that lacks a migration this build expects, while still alive', async () => {
    const other = await startTestApp();
    try {
      await other.database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
      const ready = await other.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        ready: false,
        checks: { database: 'up', migrationsPending: 1, jobQueue: 'running', shuttingDown: false },
      });
      expect((await other.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('is not ready when the database does not answer', async () => {
    const other = await startTestApp();
    try {
      await other.database.disconnect();
      const res = await other.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ ready: false, checks: { database: 'down', migrationsPending: -1 } });
    } finally {
      // The database goes only after the app has stopped, so that nothing of it is cut off mid-query.
      await other.close();
    }
  });
});
