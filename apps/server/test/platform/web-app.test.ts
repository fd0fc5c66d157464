import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';

describe('serving the built web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'overlap-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>Overlap</title><div id="root"></div>',
    );
    writeFileSync(path.join(dist, 'assets', 'index-AbCdEf12.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
    writeFileSync(path.join(dist, 'assets', 'index-AbCdEf12.js.br'), brotliCompressSync('console.log(1)'));
    t = await startTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(() => t.close());

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-AbCdEf12.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the pre-compressed file when the browser accepts it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-AbCdEf12.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates files without a content hash', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it.each(['/', '/pricing', '/dashboard/settings', '/participant/availability?token=abc', '/no/such/page'])(
    'answers the client route %s with index.html',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('does not answer a missing hashed asset with the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/gone-ZyXwVu98.js' });
    expect(res.statusCode).toBe(404);
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('does not serve files outside the build folder', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/../../../../etc/passwd' });
    expect(res.body).not.toContain('root:');
  });
});

it('explains how to build when the web app is missing', async () => {
  const t = await startTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/' });
  expect(res.statusCode).toBe(503);
  expect(res.body).toContain('npm run build');
  await t.close();
});
