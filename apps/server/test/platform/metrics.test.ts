import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../auth/support/signed-in-user';
import { icsEvent, testCredentialsKey, tomorrowAt } from '../connections/support';
import { createdMeeting, tokenOf } from '../meetings/meeting-fixtures';
import { eventually } from '../support/eventually';
import { startTestApp, type TestApp } from '../support/test-app';

const TOKEN = 'metrics-token-for-the-test-0123456789';
let t: TestApp;
let feeds: Server;
let feedBase: string;
beforeAll(async () => {
  feeds = createServer((req, res) => {
    if (req.url === '/private-feed/basic.ics') {
      res
        .writeHead(200, { 'content-type': 'text/calendar' })
        .end(icsEvent('a@test', tomorrowAt(12), tomorrowAt(13)));
    } else res.writeHead(404).end('nothing');
  });
  await new Promise<void>((resolve) => feeds.listen(0, '127.0.0.1', resolve));
  feedBase = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}`;
  t = await startTestApp({
    METRICS_TOKEN: TOKEN,
    CREDENTIALS_KEY: testCredentialsKey,
    OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => feeds.close(resolve));
});

const scrape = async () => {
  const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
};

describe('/metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const plain = await startTestApp();
    try {
      const res = await plain.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).not.toBe(200);
      expect(res.body).not.toContain('# HELP');
    } finally {
      await plain.close();
    }
  });

  it('answers only the scraper that sends the token', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer guessed-token-0000000000' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('unauthorized');
  });

  it('measures requests by route, queues, e-mails and calendar calls, with no personal data or secret', async () => {
    const organizer = await signedInUser(t, 'olga.private@example.com', 'Olga Organizer');
    const meeting = await createdMeeting(t, organizer.headers);
    const link = tokenOf(meeting.participants[0].link);
    expect((await t.app.inject({ url: `/api/participant/meeting?token=${link}` })).statusCode).toBe(200);
    await t.app.inject({ url: `/api/meetings/${meeting.id}/suggestions`, headers: organizer.headers });
    for (const feedUrl of [`${feedBase}/private-feed/basic.ics`, `${feedBase}/private-feed/missing.ics`]) {
      await t.app.inject({
        method: 'POST',
        url: '/api/calendar-connections',
        headers: organizer.headers,
        payload: { provider: 'ics', feedUrl },
      });
    }

    // With no mail server, the send job keeps each invitation for the admin Outbox, at once after sending;
    // pg-boss marks the job done just after, so the queue is read once it has.
    const body = await eventually(
      scrape,
      (text) =>
        /overlap_mail_messages\{state="kept"\} 3/.test(text) &&
        !/overlap_job_queue_jobs\{queue="send-email"/.test(text),
      'the e-mails are kept and their jobs done',
    );
    expect(body).toMatch(
      /overlap_http_request_duration_seconds_count\{method="POST",route="\/api\/meetings",status_code="201"\} 1/,
    );
    expect(body).toMatch(
      /overlap_http_request_duration_seconds_count\{method="GET",route="\/api\/participant\/meeting",status_code="200"\} 1/,
    );
    expect(body).toMatch(/overlap_ranking_duration_seconds_count 1/);
    expect(body).toMatch(/overlap_ranking_people_bucket\{le="5"\} 1/);
    expect(body).toMatch(/overlap_mail_messages\{state="kept"\} 3/);
    // Jobs waiting by queue: the next hourly retention run; none of the e-mails, all sent.
    expect(body).toMatch(/overlap_job_queue_jobs\{queue="privacy-retention",state="created"\} 1/);
    expect(body).not.toMatch(/overlap_job_queue_jobs\{queue="send-email"/);
    expect(body).toMatch(
      /overlap_calendar_provider_call_duration_seconds_count\{provider="ics",operation="\w+",outcome="ok"\} [1-9]/,
    );
    expect(body).toMatch(/overlap_calendar_provider_errors_total\{provider="ics",kind="[a-z-]+"\} [1-9]/);
    expect(body).toMatch(/overlap_process_resident_memory_bytes \d+/);
    for (const secret of [
      link,
      meeting.id,
      'olga.private',
      'ana@example.com',
      'private-feed',
      TOKEN,
      testCredentialsKey,
      organizer.headers.authorization.slice(7),
    ]) {
      expect(body).not.toContain(secret);
    }
  });
});
