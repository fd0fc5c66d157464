import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenOf, createdMeeting } from '../meetings/meeting-fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  at,
  databaseText,
  icsCalendar,
  meetingWithTokens,
  organizerOf,
  readUrl,
  testCredentialsKey,
  windowStart,
} from './support';

const HOUR = 60 * 60_000;
let feedServer: Server;
let base: string;
let t: TestApp;
let guarded: TestApp;
let dynamicEvents: { uid: string; start: number; end: number }[] = [];
let organizer: Awaited<ReturnType<typeof organizerOf>>;

beforeAll(async () => {
  feedServer = createServer((req, res) => {
    if (req.url === '/s3cret-feed-path/calendar.ics') {
      res.writeHead(200, { 'content-type': 'text/calendar' });
      res.end(
        icsCalendar([
          { uid: 'inside@test', start: at(3, 10), end: at(3, 11) },
          { uid: 'maybe@test', start: at(4, 14), end: at(4, 15), status: 'TENTATIVE' },
          // Straddles the window's start: only the part inside the window is kept.
          { uid: 'edge@test', start: windowStart() - HOUR, end: windowStart() + HOUR },
          { uid: 'outside@test', start: at(20, 10), end: at(20, 11) },
        ]),
      );
    } else if (req.url === '/dynamic.ics') {
      res.writeHead(200, { 'content-type': 'text/calendar' }).end(icsCalendar(dynamicEvents));
    } else {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<html>nothing here</html>');
    }
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
  t = await startTestApp({
    CREDENTIALS_KEY: testCredentialsKey,
    OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
    TEST_CLOCK_HEADER: 'true',
  });
  guarded = await startTestApp({ CREDENTIALS_KEY: testCredentialsKey });
  organizer = await organizerOf(t);
});
afterAll(async () => {
  await t?.close();
  await guarded?.close();
  await new Promise((resolve) => feedServer?.close(resolve));
});

const feed = () => ({ provider: 'ics', feedUrl: `${base}/s3cret-feed-path/calendar.ics` });
const read = (app: TestApp, token: string, payload: object, remoteAddress?: string) =>
  readAt(app, token, payload, remoteAddress);
const readAt = (app: TestApp, token: string, payload: object, remoteAddress?: string, pinnedAt?: number) =>
  app.app.inject({
    method: 'POST',
    url: readUrl(token),
    payload,
    ...(remoteAddress ? { remoteAddress } : {}),
    ...(pinnedAt === undefined
      ? {}
      : { headers: { 'x-overlap-test-now': new Date(pinnedAt).toISOString() } }),
  });

describe('a participant reads an ICS feed once', () => {
  it('returns the window’s busy and tentative time, clipped, with a label that hides the secret path', async () => {
    const { tokens } = await meetingWithTokens(t, organizer.headers);
    const res = await read(t, tokens[0]!, feed());
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({
      sourceLabel: `ICS feed ${new URL(base).host}`,
      source: { kind: 'ics', host: new URL(base).host },
      unreadCalendars: [],
      busy: [
        { start: windowStart(), end: windowStart() + HOUR },
        { start: at(3, 10), end: at(3, 11) },
      ],
      tentative: [{ start: at(4, 14), end: at(4, 15) }],
    });
    expect(JSON.stringify(body)).not.toContain('s3cret');
    expect(JSON.stringify(body)).not.toContain('dentist');

    const overview = await t.app.inject({ url: `/api/participant/calendar?token=${tokens[0]}` });
    expect(overview.json().read).toEqual(body);
    // Without OAuth clients only the form providers are offered, with no set-up text for the guest.
    expect(overview.json().providers.map((p: { provider: string }) => p.provider)).toEqual([
      'icloud',
      'caldav',
      'ics',
    ]);
    expect(overview.body).not.toContain('GOOGLE_CLIENT_ID');

    const dump = await databaseText(t);
    expect(dump).not.toContain('s3cret-feed-path');
    expect(dump).not.toContain('dentist');
  });

  it('keeps the read for this participant only: another meeting’s token sees none and cannot remove it', async () => {
    const first = await meetingWithTokens(t, organizer.headers);
    const other = await meetingWithTokens(t, organizer.headers);
    expect((await read(t, first.tokens[1]!, feed())).statusCode).toBe(200);
    const stranger = await t.app.inject({ url: `/api/participant/calendar?token=${other.tokens[1]}` });
    expect(stranger.json().read).toBeNull();
    await t.app.inject({ method: 'DELETE', url: readUrl(other.tokens[1]!) });
    const mine = await t.app.inject({ url: `/api/participant/calendar?token=${first.tokens[1]}` });
    expect(mine.json().read.busy).toHaveLength(2);

    const removed = await t.app.inject({ method: 'DELETE', url: readUrl(first.tokens[1]!) });
    expect(removed.statusCode).toBe(204);
    const after = await t.app.inject({ url: `/api/participant/calendar?token=${first.tokens[1]}` });
    expect(after.json().read).toBeNull();
  });

  it('answers an unknown token with 404 and reads nothing', async () => {
    const res = await read(t, 'not-a-real-token-at-all', feed());
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/link is not valid/);
  });

  it('refuses a meeting that is no longer open, exactly like answering', async () => {
    const { id, tokens } = await meetingWithTokens(t, organizer.headers);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/meetings/${id}/cancel`,
      headers: organizer.headers,
    });
    expect(cancel.statusCode).toBe(200);
    const res = await read(t, tokens[0]!, feed());
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This meeting is cancelled, so answers are closed.');
    const answer = await t.app.inject({
      method: 'PUT',
      url: `/api/participant/availability?token=${tokens[0]}`,
      payload: { timeZone: 'UTC', painted: false, busy: [{ start: at(3, 9), end: at(3, 10) }] },
    });
    expect(answer.json().message).toBe(res.json().message);
  });

  it('explains field errors and provider failures in the form’s terms', async () => {
    const { tokens } = await meetingWithTokens(t, organizer.headers);
    const invalid = await read(t, tokens[2]!, { provider: 'ics', feedUrl: 'ftp://example.com/cal' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields.feedUrl).toMatch(/starting with https:\/\/ or webcal:\/\//);
    const icloud = await read(t, tokens[2]!, { provider: 'icloud', username: 'ana', password: '' });
    expect(icloud.json().fields).toMatchObject({
      username: expect.stringMatching(/Apple ID/),
      password: 'Enter the password',
    });
    const notCalendar = await read(t, tokens[2]!, { provider: 'ics', feedUrl: `${base}/page.html` });
    expect(notCalendar.statusCode).toBe(400);
    expect(notCalendar.json().fields.feedUrl).toMatch(/not a calendar/);
    const unreachable = await read(t, tokens[2]!, {
      provider: 'caldav',
      serverUrl: 'http://127.0.0.1:9/',
      username: 'ana',
      password: 'pw',
    });
    expect(unreachable.json().message).toMatch(/could not reach that server/);
  });

  it('refuses addresses on private networks (SSRF guard)', async () => {
    const gOrganizer = await organizerOf(guarded);
    const { tokens } = await meetingWithTokens(guarded, gOrganizer.headers);
    for (const feedUrl of [
      `${base}/s3cret-feed-path/calendar.ics`,
      'http://169.254.169.254/latest/meta-data',
    ]) {
      const res = await read(guarded, tokens[0]!, { provider: 'ics', feedUrl });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/local or private network/);
    }
    const caldav = await read(guarded, tokens[0]!, {
      provider: 'caldav',
      serverUrl: 'http://10.0.0.1/dav/',
      username: 'ana',
      password: 'pw',
    });
    expect(caldav.json().fields.serverUrl).toMatch(/local or private network/);
  });

  it('limits reads per link and per client address', async () => {
    // Every read falls at the start of one ten-minute limit window (the next one, so that the meetings
    // made now are still ahead), whatever the wall clock's minute.
    const WINDOW = 10 * 60_000;
    const pinned = Math.ceil((Date.now() + 1) / WINDOW) * WINDOW;
    const read = (app: TestApp, token: string, payload: object, remoteAddress?: string) =>
      readAt(app, token, payload, remoteAddress, pinned);
    const { tokens } = await meetingWithTokens(t, organizer.headers);
    const bad = { provider: 'ics', feedUrl: 'nope' };
    for (let i = 0; i < 10; i++) {
      expect((await read(t, tokens[0]!, bad, '192.0.2.10')).statusCode).toBe(400);
    }
    const limited = await read(t, tokens[0]!, feed(), '192.0.2.10');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('600');
    expect(limited.json().message).toMatch(/Too many calendar reads/);
    // Another link from another address is not affected.
    expect((await read(t, tokens[1]!, feed(), '192.0.2.11')).statusCode).toBe(200);

    // One address trying many links is stopped too (30 in ten minutes).
    const more = [
      ...(await meetingWithTokens(t, organizer.headers)).tokens,
      ...(await meetingWithTokens(t, organizer.headers)).tokens,
      ...(await meetingWithTokens(t, organizer.headers)).tokens,
      ...(await meetingWithTokens(t, organizer.headers)).tokens,
    ];
    let answered = 0;
    for (let i = 0; i < 30; i++) {
      const res = await read(t, more[i % more.length]!, bad, '192.0.2.12');
      if (res.statusCode === 400) answered++;
    }
    expect(answered).toBe(30);
    const stopped = await read(t, more[0]!, bad, '192.0.2.12');
    expect(stopped.statusCode).toBe(429);
    expect((await read(t, more[0]!, bad, '192.0.2.13')).statusCode).toBe(400);
  });
});

describe('the ranking uses a calendar-only answer', () => {
  it('sends the read with the answer and the best time moves off the busy time', async () => {
    const meeting = await createdMeeting(t, organizer.headers, {
      participants: [{ email: 'ana@example.com', name: 'Ana', required: true }],
    });
    const token = tokenOf(meeting.participants[0].link);
    const answer = (busy: unknown[], tentative: unknown[] = []) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/participant/availability?token=${token}`,
        payload: { timeZone: 'UTC', painted: false, busy, tentative },
      });
    const best = async () =>
      (
        await t.app.inject({ url: `/api/meetings/${meeting.id}/suggestions`, headers: organizer.headers })
      ).json().ranking.slots[0] as { start: number; end: number };

    expect((await answer([])).statusCode).toBe(200);
    const free = await best();
    dynamicEvents = [{ uid: 'block@test', start: free.start - HOUR, end: free.end + HOUR }];
    const readBody = (await read(t, token, { provider: 'ics', feedUrl: `${base}/dynamic.ics` })).json();
    expect(readBody.busy).toEqual([{ start: free.start - HOUR, end: free.end + HOUR }]);
    expect((await answer(readBody.busy, readBody.tentative)).statusCode).toBe(200);
    const moved = await best();
    expect(moved.start).not.toBe(free.start);
    expect(moved.start >= free.end + HOUR || moved.end <= free.start - HOUR).toBe(true);
  });
});
