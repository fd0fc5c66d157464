import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config/env';
import { parseCalendar } from '../../src/features/calendars/ical/calendar-events';
import { createAccountRepository } from '../../src/features/auth/accounts/account-repository';
import { DEMO_PEOPLE } from '../../src/features/demo/demo-people';
import { busyFromIcs, DEMO_ORGANIZER, seedDemo } from '../../src/features/demo/demo-seed';
import { meetingRepository } from '../../src/features/meetings/records/meeting-repository';
import { tokenFactory } from '../auth/support/token-factory';
import { startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const config = {
  auth: {
    provider: {
      kind: 'built-in' as const,
      issuer: 'http://localhost:3000/oidc',
      clientId: 'overlap-web',
      audience: 'http://localhost:3000/api',
    },
    adminEmails: [],
  },
  publicUrl: 'http://localhost:3000',
  calendars: loadConfig({}).calendars,
};

interface StoredAnswer {
  email: string;
  painted: boolean;
  busy: { start: number; end: number }[];
  tentative: { start: number; end: number }[];
  window_start: Date;
  window_end: Date;
}

async function storedAnswers(meetingId: string): Promise<Map<string, StoredAnswer>> {
  const result = await t.database.db.execute(
    `select p.id, p.email, a.painted, m.window_start, m.window_end
       from meeting_participants p
       join meeting_availability a on a.participant_id = p.id
       join meetings m on m.id = p.meeting_id
      where p.meeting_id = '${meetingId}'`,
  );
  const rows = (result as unknown as { rows: (StoredAnswer & { id: string })[] }).rows;
  for (const row of rows) Object.assign(row, await meetingRepository.answerOf(t.database.db, row.id));
  return new Map(rows.map((row) => [row.email, row]));
}

const feedPath = (url: string) => new URL(url).pathname;

it('creates an organizer and a meeting with ranked suggestions across four zones', async () => {
  const { password, meeting } = await seedDemo(t.database.db, config as never);
  expect(password.length).toBeGreaterThanOrEqual(12);
  expect(meeting.participants).toHaveLength(4);

  const account = await createAccountRepository(t.database.db).findByEmail(DEMO_ORGANIZER.email);
  const token = await (await tokenFactory(t.database)).sign({ sub: account!.id });
  const suggestions = await t.app.inject({
    url: `/api/meetings/${meeting.id}/suggestions`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(suggestions.statusCode).toBe(200);
  const { ranking, waitingFor } = suggestions.json();
  expect(waitingFor).toEqual([]);
  expect(ranking.slots.length).toBeGreaterThan(0);
  expect(ranking.slots[0].breakdown.tier).toBeLessThanOrEqual(1);
  expect(ranking.slots[0].people.map((p: { displayName: string }) => p.displayName)).toContain('Priya Nair');

  const view = await t.app.inject({
    url: `/api/participant/meeting?token=${new URL(meeting.participants[0]!.link).searchParams.get('token')}`,
  });
  expect(view.json().participant.status).toBe('responded');
});

it('serves each calendar person an ICS feed whose expansion is exactly their stored answer', async () => {
  const { meeting, feeds } = await seedDemo(t.database.db, config as never);
  const calendarPeople = DEMO_PEOPLE.filter((p) => p.answer.from === 'calendar');
  expect(feeds.map((f) => f.name)).toEqual(calendarPeople.map((p) => p.name));
  const answers = await storedAnswers(meeting.id);

  for (const person of calendarPeople) {
    const feed = feeds.find((f) => f.name === person.name)!;
    expect(feed.url).toMatch(/^http:\/\/localhost:3000\/api\/demo\/calendars\/[A-Za-z0-9_-]{22}\.ics$/);
    // Anonymous, read-only, as a calendar program would fetch it.
    const response = await t.app.inject({ url: feedPath(feed.url) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const ics = response.body;
    const parsed = parseCalendar(ics);
    expect(parsed.events.length).toBeGreaterThanOrEqual(4);
    expect(ics).toMatch(new RegExp(`DTSTART;TZID=${person.zone}:\\d{8}T\\d{6}`));
    expect(ics).toContain('RRULE:FREQ=WEEKLY;BYDAY=');
    expect(ics).toContain('DTSTART;VALUE=DATE:');
    expect(ics).toContain('BEGIN:VTIMEZONE');

    const stored = answers.get(person.email)!;
    expect(stored.painted).toBe(false);
    const window = {
      start: new Date(stored.window_start).getTime(),
      end: new Date(stored.window_end).getTime(),
    };
    const expanded = busyFromIcs(ics, person, window);
    expect(expanded.busy.length).toBeGreaterThan(5);
    expect({ busy: stored.busy, tentative: stored.tentative }).toEqual(expanded);
  }

  // What the feeds say, checked against the people's clocks: Ana's stand-up is 09:00–09:30 in New York,
  // her all-day offsite blocks a whole New York day, her tentative dentist is tentative, and her
  // transparent focus time (15:00–17:00) is not busy.
  const ana = answers.get('ana.demo@example.com')!;
  const nyTime = (ms: number) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/New_York',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(ms);
  const anaBusy = ana.busy.map((i) => `${nyTime(i.start)}-${nyTime(i.end)}`);
  expect(anaBusy).toContain('09:00-09:30');
  expect(anaBusy).toContain('00:00-00:00');
  expect(ana.busy.some((i) => i.end - i.start === 24 * 3600_000)).toBe(true);
  expect(anaBusy.some((s) => s.startsWith('15:') || s.startsWith('16:'))).toBe(false);
  expect(ana.tentative.map((i) => `${nyTime(i.start)}-${nyTime(i.end)}`)).toEqual(['11:00-12:00']);
  // Lukas's birthday is all-day but transparent: no busy block spans a whole day.
  const lukas = answers.get('lukas.demo@example.com')!;
  expect(lukas.busy.every((i) => i.end - i.start <= 3600_000)).toBe(true);
});

it('answers 404 for an address the demo did not print, and for an earlier run’s feeds', async () => {
  const first = await seedDemo(t.database.db, config as never);
  expect((await t.app.inject({ url: '/api/demo/calendars/AAAAAAAAAAAAAAAAAAAAAA.ics' })).statusCode).toBe(
    404,
  );
  expect((await t.app.inject({ url: '/api/demo/calendars/../../etc.ics' })).statusCode).toBe(404);
  const notIcs = await t.app.inject({ url: feedPath(first.feeds[0]!.url).replace('.ics', '.txt') });
  expect(notIcs.statusCode).toBe(404);
  expect(notIcs.json().code).toBe('not_found');

  // Running it again refreshes the password, adds a second meeting and replaces the feeds.
  const again = await seedDemo(t.database.db, config as never);
  expect(again.password).not.toBe(first.password);
  expect(again.meeting.id).not.toBe(first.meeting.id);
  expect((await t.app.inject({ url: feedPath(first.feeds[0]!.url) })).statusCode).toBe(404);
  expect((await t.app.inject({ url: feedPath(again.feeds[0]!.url) })).statusCode).toBe(200);
});

it('follows PUBLIC_URL: a server started under another address still shows the demo to its organizer', async () => {
  const { meeting } = await seedDemo(t.database.db, config as never);
  const elsewhere = 'http://127.0.0.1:4010';
  // Every instance under the old address has stopped (one under another would refuse to start beside it).
  await t.database.db.execute(sql`update cluster_members set seen_at = now() - interval '1 hour'`);
  const moved = await buildApp({
    config: loadConfig({
      LOG_LEVEL: 'error',
      WEB_DIST_DIR: '/nonexistent-overlap-dist',
      PUBLIC_URL: elsewhere,
    }),
    database: t.database,
  });
  try {
    const account = await createAccountRepository(t.database.db).findByEmail(DEMO_ORGANIZER.email);
    const token = await (
      await tokenFactory(t.database)
    ).sign({ sub: account!.id, iss: `${elsewhere}/oidc`, aud: `${elsewhere}/api` });
    const list = await moved.inject({ url: '/api/meetings', headers: { authorization: `Bearer ${token}` } });
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).toContain(meeting.id);
  } finally {
    await moved.close();
  }
});
