import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';

function builtWebApp(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'overlap-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Overlap</title><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'index-AbCdEf12.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
  writeFileSync(path.join(dist, 'assets', 'index-AbCdEf12.js.br'), brotliCompressSync('console.log(1)'));
  return dist;
}

describe('serving the built web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Injected requests come for host localhost:80.
    t = await startTestApp({ WEB_DIST_DIR: builtWebApp(), PUBLIC_URL: 'http://localhost' });
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

function builtWebAppWithPrerenderedPages(): string {
  const dist = builtWebApp();
  mkdirSync(path.join(dist, 'prerendered'));
  writeFileSync(
    path.join(dist, 'prerendered', 'home.html'),
    '<div id="root" data-prerendered="page">landing',
  );
  writeFileSync(path.join(dist, 'prerendered', 'pricing.html'), '<div id="root" data-prerendered="shell">');
  writeFileSync(
    path.join(dist, 'prerendered', 'pages.json'),
    JSON.stringify({ '/': 'home.html', '/pricing': 'pricing.html' }),
  );
  return dist;
}

describe('serving the prerendered pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      WEB_DIST_DIR: builtWebAppWithPrerenderedPages(),
      PUBLIC_URL: 'http://localhost',
    });
  });
  afterAll(() => t.close());

  it.each([
    ['/', 'data-prerendered="page">landing'],
    ['/?utm_source=newsletter', 'data-prerendered="page">landing'],
    ['/pricing', 'data-prerendered="shell"'],
    ['/pricing?plan=team', 'data-prerendered="shell"'],
  ])('answers %s with its prerendered HTML', async (url, expected) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain(expected);
  });

  it.each([
    '/?state=s1&code=c1',
    '/?state=s1&error=access_denied',
    '/pricing/',
    '/dashboard',
    '/no/such/page',
  ])('answers %s with the plain index.html (a sign-in return, or no page prerendered)', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });
});

describe('robots.txt and sitemap.xml', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      WEB_DIST_DIR: builtWebApp(),
      PUBLIC_URL: 'https://meet.example.com',
      TRUST_PROXY: 'true',
    });
  });
  afterAll(() => t.close());

  it('answers robots.txt as text that keeps crawlers out of personal and signed-in pages', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'meet.example.com' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of [
      '/dashboard',
      '/admin',
      '/api/',
      '/participant/',
      '/winner',
      '/organizer-time-selection',
    ])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain('Disallow: /pricing');
    expect(lines).toContain('Sitemap: https://meet.example.com/sitemap.xml');
  });

  it('lists the public pages under PUBLIC_URL in sitemap.xml, and no personal page', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'meet.example.com' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain('https://meet.example.com/');
    expect(locs).toContain('https://meet.example.com/pricing');
    expect(locs).toContain('https://meet.example.com/features/sync-caldav-calendar');
    expect(locs.every((loc) => loc!.startsWith('https://meet.example.com/'))).toBe(true);
    expect(locs.some((loc) => /participant|winner|dashboard|admin|organizer/.test(loc!))).toBe(false);
  });
});

describe('reaching the server by another name than PUBLIC_URL', () => {
  let local: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    local = await startTestApp({ WEB_DIST_DIR: builtWebApp(), PUBLIC_URL: 'http://localhost:3000' });
    proxied = await startTestApp({
      WEB_DIST_DIR: builtWebApp(),
      PUBLIC_URL: 'https://overlap.example.com',
      TRUST_PROXY: 'true',
    });
  });
  afterAll(async () => {
    await local.close();
    await proxied.close();
  });

  it.each(['GET', 'HEAD'] as const)(
    'sends a %s page request for 127.0.0.1 to the same path on PUBLIC_URL',
    async (method) => {
      const res = await local.app.inject({
        method,
        url: '/participant/availability?token=abc',
        headers: { host: '127.0.0.1:3000' },
      });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('http://localhost:3000/participant/availability?token=abc');
    },
  );

  it('serves pages for PUBLIC_URL’s own host, whatever its case', async () => {
    const res = await local.app.inject({ url: '/dashboard', headers: { host: 'LocalHost:3000' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
  });

  it('never redirects API or sign-in provider calls, nor other methods', async () => {
    const host = { host: '127.0.0.1:3000' };
    expect((await local.app.inject({ url: '/api/health', headers: host })).statusCode).toBe(200);
    expect((await local.app.inject({ url: '/api/nothing', headers: host })).statusCode).toBe(404);
    expect(
      (await local.app.inject({ url: '/oidc/.well-known/openid-configuration', headers: host })).statusCode,
    ).toBe(200);
    expect((await local.app.inject({ method: 'POST', url: '/dashboard', headers: host })).statusCode).toBe(
      404,
    );
  });

  it('reads the host from X-Forwarded-Host behind a trusted proxy', async () => {
    const direct = await proxied.app.inject({
      url: '/pricing',
      headers: {
        host: '127.0.0.1:3000',
        'x-forwarded-host': 'overlap.example.com',
        'x-forwarded-proto': 'https',
      },
    });
    expect(direct.statusCode).toBe(200);
    const other = await proxied.app.inject({
      url: '/pricing?plan=team',
      headers: { host: '127.0.0.1:3000', 'x-forwarded-host': 'overlap.internal:8443' },
    });
    expect(other.statusCode).toBe(302);
    expect(other.headers.location).toBe('https://overlap.example.com/pricing?plan=team');
  });

  it('serves the page instead of looping when a proxy rewrites Host and the browser comes back', async () => {
    const first = await proxied.app.inject({ url: '/', headers: { host: 'app:3000' } });
    expect(first.statusCode).toBe(302);
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toMatch(/^overlap_host_redirect=1; Max-Age=10; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
    const again = await proxied.app.inject({
      url: '/',
      headers: { host: 'app:3000', cookie: `theme=dark; ${cookie.split(';')[0]}` },
    });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('<div id="root">');
  });
});

it('explains how to build when the web app is missing', async () => {
  const t = await startTestApp({ PUBLIC_URL: 'http://localhost' });
  const res = await t.app.inject({ method: 'GET', url: '/' });
  expect(res.statusCode).toBe(503);
  expect(res.body).toContain('npm run build');
  await t.close();
});
