import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../auth/support/signed-in-user';
import { meetingRequest, tokenOf } from '../meetings/meeting-fixtures';
import { startTestApp, type TestApp } from '../support/test-app';

const SKELETON = '<div aria-hidden="true" class="mt-2"><div class="bar"></div></div>';

/** A build with the guest page in English and German, as scripts/prerender-web.mjs writes it. */
function builtWebAppWithGuestPage(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'overlap-dist-'));
  const folder = path.join(dist, 'prerendered');
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  const page = (lang: string, heading: string) =>
    `<html lang="${lang}"><div id="root" data-prerendered="shell"><h1>${heading}</h1>${SKELETON}</div></html>`;
  writeFileSync(path.join(folder, 'participant--availability.html'), page('en', 'Share your availability'));
  writeFileSync(path.join(folder, 'participant--availability.de.html'), page('de', 'Verfügbarkeit teilen'));
  writeFileSync(
    path.join(folder, 'pages.json'),
    JSON.stringify({ '/participant/availability': 'participant--availability.html' }),
  );
  const template = (greeting: string, intro: string) => ({
    skeleton: SKELETON,
    paragraph: '<p class="greeting">[[text]]</p>',
    greeting,
    intro,
  });
  writeFileSync(
    path.join(folder, 'guest-page.json'),
    JSON.stringify({
      route: '/participant/availability',
      files: { en: 'participant--availability.html', de: 'participant--availability.de.html' },
      greetings: {
        en: template(
          'Hi [[name]]. [[organizer]] wants to find a time.',
          '[[organizer]] wants to find a time.',
        ),
        de: template(
          'Hallo [[name]]. [[organizer]] sucht einen Termin.',
          '[[organizer]] sucht einen Termin.',
        ),
      },
    }),
  );
  return dist;
}

describe('the guest page', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestApp({ WEB_DIST_DIR: builtWebAppWithGuestPage() });
    const organizer = await signedInUser(t, 'olga@example.com', 'Olga Organizer');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/meetings',
      headers: organizer.headers,
      payload: meetingRequest({
        participants: [
          { email: 'ana@example.com', name: 'Ana', required: true },
          { email: 'bo@example.com', name: 'Bo <b>& [[organizer]]', required: true },
          { email: 'cy@example.com', required: false },
          { email: 'dee@example.com', name: 'Dee', required: false, locale: 'de' },
        ],
      }),
    });
    expect(created.statusCode).toBe(201);
    const people = (created.json() as { participants: { email: string; link: string }[] }).participants;
    for (const person of people) tokens[person.email] = tokenOf(person.link);
  });
  afterAll(() => t.close());

  const open = (token: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/participant/availability?token=${token}`,
      // PUBLIC_URL's host (the default), where pages are served rather than redirected.
      headers: { host: 'localhost:3000', ...headers },
    });

  it('greets the guest by name in the language the browser asks for, and is not cached', async () => {
    const res = await open(tokens['ana@example.com']!, { 'accept-language': 'de-AT, en;q=0.5' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-language']).toBe('de');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.vary).toContain('accept-language');
    expect(res.body).toContain('<h1>Verfügbarkeit teilen</h1>');
    expect(res.body).toContain('<p class="greeting">Hallo Ana. Olga Organizer sucht einen Termin.</p>');
    expect(res.body).not.toContain(SKELETON);
  });

  it('answers in the language the organizer picked for the guest, over the browser’s', async () => {
    const res = await open(tokens['dee@example.com']!, { 'accept-language': 'en-GB, en;q=0.5' });
    expect(res.headers['content-language']).toBe('de');
    expect(res.body).toContain('<p class="greeting">Hallo Dee. Olga Organizer sucht einen Termin.</p>');
  });

  it('says only who asks when the organizer gave the guest no name, in English by default', async () => {
    const res = await open(tokens['cy@example.com']!);
    expect(res.headers['content-language']).toBe('en');
    expect(res.body).toContain('<p class="greeting">Olga Organizer wants to find a time.</p>');
  });

  it('writes names as text: markup is escaped and a mark inside a name stays as written', async () => {
    const res = await open(tokens['bo@example.com']!);
    expect(res.body).toContain(
      '<p class="greeting">Hi Bo &lt;b&gt;&amp; [[organizer]]. Olga Organizer wants to find a time.</p>',
    );
  });

  it.each(['not-a-real-token', ''])(
    'keeps the skeleton for a link that opens no meeting (token %j): the page says why',
    async (token) => {
      const res = await open(token, { 'accept-language': 'de' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain(SKELETON);
      expect(res.body).toContain('<html lang="de">');
    },
  );

  it('compresses the page for a browser that accepts gzip', async () => {
    const res = await open(tokens['ana@example.com']!, { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString('utf8')).toContain('Hi Ana. Olga Organizer');
  });

  it('answers the sign-in return with the plain index.html', async () => {
    const res = await open(`${tokens['ana@example.com']!}&state=s1&code=c1`);
    expect(res.body).toBe('<!doctype html><div id="root"></div>');
  });
});
