import { WEBHOOK_EVENTS } from '@overlap/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OidcFlow } from '../auth/support/oidc-flow';
import { waitFor } from '../jobs/support/wait-for';
import { googleSettings, startFakeGoogle, type FakeGoogle } from '../support/fake-google';
import { startCluster, type Cluster } from './support/cluster';
import { overTheNetwork } from './support/http-client';
import {
  anaFree,
  answerOn,
  benBusy,
  client,
  connectGoogle,
  DAY,
  eventInserts,
  cachedOnEveryInstance,
  HOUR,
  jobsSettled,
  meetingBody,
  PINNED,
  rankingsComputed,
  instanceOf,
  secondDayAt,
  suggestionsEverywhere,
  tokenOf,
  typedClient,
} from './support/journey-helpers';
import { dataOf } from '../support/typed-client';

// Three built servers behind HAProxy (round-robin, no sticky sessions) on one PostgreSQL database: each
// request lands on whichever instance the balancer picks, as a self-hoster's cluster runs.
const METRICS_TOKEN = 'cluster-metrics-token-0123456789';
let c: Cluster;
let google: FakeGoogle;
let token = '';
let key = '';
beforeAll(async () => {
  google = await startFakeGoogle();
  c = await startCluster({
    ...googleSettings(google),
    API_KEY_RATE_LIMIT_PER_MINUTE: '40',
    WEBHOOK_RETRY_DELAY_SECONDS: '1',
    METRICS_TOKEN,
    // At the pinned instant the organizer's account is years old: the established tier's quota applies.
    QUOTA_MEETINGS_PER_HOUR: '8',
  });
}, 120_000);
afterAll(async () => {
  await c?.close();
  await google?.close();
});
afterEach((context) => {
  if (context.task.result?.state === 'fail') console.error(c.output());
});

const asOrganizer = () => client(c, () => token);
const typed = () => typedClient(c, key);
const day = Date.parse(PINNED);
/** Midnight UTC of the pinned day: answers are painted at whole hours of the window's second day. */
const midnight = Math.floor(day / DAY) * DAY;
let meetingId = '';
let links: string[] = [];

describe('the whole journey through the balancer', () => {
  it('signs up and in with the built-in provider while the steps land on different instances', async () => {
    const servedBy: string[] = [];
    const password = 'purple elephants ride the night tram';
    const signUp = new OidcFlow(overTheNetwork(c.url, servedBy), '198.51.100.7', c.url);
    await signUp.signUp('Olga Organizer', 'olga@example.com', password);
    const signIn = new OidcFlow(overTheNetwork(c.url, servedBy), '198.51.100.7', c.url);
    const tokens = await signIn.signIn('olga@example.com', password);
    const refreshed = await signIn.refresh(tokens.refresh_token!);
    expect(refreshed.statusCode).toBe(200);
    token = refreshed.json<{ access_token: string }>().access_token;
    expect(new Set(servedBy)).toEqual(new Set(['overlap1', 'overlap2', 'overlap3']));

    const me = await asOrganizer()({ url: '/api/me' });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'olga@example.com', name: 'Olga Organizer' });
  });

  it('connects the organizer’s Google calendar through the balancer', async () => {
    await connectGoogle(asOrganizer());
    const stored = await c.rows(`select provider, status from calendar_connections`);
    expect(stored).toEqual([{ provider: 'google', status: 'active' }]);
  });

  it('serves the API to a key made on one instance from every instance', async () => {
    const made = await asOrganizer()({
      method: 'POST',
      url: '/api/api-keys',
      payload: { name: 'Cluster script', scopes: ['meetings:read', 'meetings:write'] },
    });
    expect(made.statusCode, made.body).toBe(201);
    key = made.json<{ key: string }>().key;
    const answers = await Promise.all(
      [0, 1, 2].map((i) => typedClient(c, key, PINNED, c.instanceUrl(i)).GET('/api/v1/me')),
    );
    expect(answers.map((a) => [a.response.status, a.data?.email])).toEqual(
      Array(3).fill([200, 'olga@example.com']),
    );
  });

  it('shows a guest’s answer on one instance in the others’ suggestions at once, never a stale ranking', async () => {
    const hook = await asOrganizer()({
      method: 'POST',
      url: '/api/webhooks',
      payload: { url: c.webhookUrl, events: [...WEBHOOK_EVENTS] },
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const created = dataOf(await typed().POST('/api/v1/meetings', { body: meetingBody(day) }), 201);
    meetingId = created.id;
    links = created.participants.map((p) => tokenOf(p.link));
    const everywhere = suggestionsEverywhere(c, asOrganizer(), meetingId);
    const warm = await cachedOnEveryInstance(c, everywhere, METRICS_TOKEN);

    // Each guest answers on one instance, asked directly; the others' cached rankings lack the answer.
    const ana = await answerOn(c, links[0]!, anaFree, 0);
    expect(ana.statusCode, ana.body).toBe(200);
    expect((await everywhere()).map((s) => s.waitingFor.length)).toEqual([1, 1, 1]);
    const recomputed = await rankingsComputed(c, METRICS_TOKEN);
    expect(recomputed.every((n, i) => n > warm[i]!)).toBe(true);

    const ben = await answerOn(c, links[1]!, benBusy, 2);
    expect(ben.statusCode, ben.body).toBe(200);
    expect((await everywhere()).map((s) => [s.waitingFor.length, s.ranking.slots[0]!.start])).toEqual(
      Array(3).fill([0, secondDayAt(11)]),
    );
  });

  it('books once when the same booking arrives on every instance at once', async () => {
    const start = midnight + 3 * DAY + 11 * HOUR;
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        typed().POST('/api/v1/meetings/{id}/book', { params: { path: { id: meetingId } }, body: { start } }),
      ),
    );
    expect(answers.map((a) => a.response.status)).toEqual(Array(12).fill(200));
    expect(new Set(answers.map(instanceOf)).size).toBe(3);
    expect(await c.rows(`select status, sequence from meetings where id = $1`, [meetingId])).toEqual([
      { status: 'scheduled', sequence: 1 },
    ]);
  });

  it('writes the booked meeting into the organizer’s calendar once, with three instances’ workers running', async () => {
    await jobsSettled(c, ['calendar-event-sync']);
    expect(eventInserts(google)).toHaveLength(1);
    const events = google.written();
    expect(events.map((e) => [e.summary, (e.start as { dateTime: string }).dateTime])).toEqual([
      ['Cluster planning', new Date(midnight + 3 * DAY + 11 * HOUR).toISOString()],
    ]);
    const jobs = await c.rows(
      `select state from pgboss.job where name = 'calendar-event-sync' and data->>'meetingId' = $1`,
      [meetingId],
    );
    expect(jobs).toEqual([{ state: 'completed' }]);
  });

  it('sends each e-mail and each webhook once, whichever instance works the queue', async () => {
    await jobsSettled(c, ['send-email', 'webhook-delivery']);
    const outbox = await c.rows<{ template_key: string; to_address: string; status: string }>(
      `select template_key, to_address, status from outbox where meeting_id = $1 order by 1, 2`,
      [meetingId],
    );
    expect(outbox.filter((m) => m.template_key !== 'all_answered')).toEqual([
      { template_key: 'invitation', to_address: 'ana@example.com', status: 'sent' },
      { template_key: 'invitation', to_address: 'ben@example.com', status: 'sent' },
      { template_key: 'scheduled', to_address: 'ana@example.com', status: 'sent' },
      { template_key: 'scheduled', to_address: 'ben@example.com', status: 'sent' },
    ]);
    const delivered = c.smtp.received.map((mail) => mail.to.join(','));
    expect(delivered.filter((to) => to === 'ana@example.com')).toHaveLength(2);
    expect(delivered.filter((to) => to === 'ben@example.com')).toHaveLength(2);
    expect(c.smtp.received).toHaveLength((await c.rows(`select 1 from outbox where status = 'sent'`)).length);

    const mine = c.webhooks.filter((w) => w.meetingId === meetingId);
    expect(mine.map((w) => w.type).sort()).toEqual([
      'meeting.created',
      'meeting.ready',
      'meeting.scheduled',
      'participant.answered',
      'participant.answered',
    ]);
    expect(new Set(c.webhooks.map((w) => w.id)).size).toBe(c.webhooks.length);
  }, 60_000);

  it('counts an API key’s rate limit across the instances', async () => {
    const made = await asOrganizer()({
      method: 'POST',
      url: '/api/api-keys',
      payload: { name: 'Counted', scopes: ['meetings:read'] },
    });
    const counted = typedClient(c, made.json<{ key: string }>().key);
    const answers = [];
    for (let i = 0; i < 48; i++) answers.push(await counted.GET('/api/v1/me'));
    expect(answers.filter((a) => a.response.status === 200)).toHaveLength(40);
    expect(answers.slice(40).map((a) => a.response.status)).toEqual(Array(8).fill(429));
    expect(new Set(answers.slice(0, 40).map(instanceOf)).size).toBe(3);
    expect(Number(answers[47]!.response.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts an account’s hourly meeting quota across the instances, however the requests race', async () => {
    // One meeting of this hour exists (the journey's); twelve more arrive at once on all three instances.
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        typed().POST('/api/v1/meetings', { body: meetingBody(day, { title: `Quota ${n}` }) }),
      ),
    );
    const statuses = answers.map((a) => a.response.status).sort();
    expect(statuses).toEqual([...Array(7).fill(201), ...Array(5).fill(429)]);
    expect(new Set(answers.map(instanceOf)).size).toBe(3);
  });

  it('fires a meeting’s deadline once across the cluster', async () => {
    // The deadline job runs on the servers' own clock, so this meeting's deadline is already past on it.
    const past = Math.floor(Date.now() / HOUR) * HOUR - 3 * HOUR;
    const created = await typedClient(c, key, new Date(past).toISOString()).POST('/api/v1/meetings', {
      body: meetingBody(past, { deadline: new Date(past + HOUR).toISOString(), title: 'Deadline' }),
    });
    const { id } = dataOf(created, 201);
    // Its job waits the hour from that instant to the deadline in real time; make it due now.
    await c.rows(
      `update pgboss.job set start_after = now() where name = 'meeting-deadline' and data->>'meetingId' = $1`,
      [id],
    );
    await waitFor(
      async () =>
        (await c.rows(`select 1 from meetings where id = $1 and status = 'ready'`, [id])).length === 1,
      30_000,
      'the deadline to make the meeting ready',
    );
    await jobsSettled(c, ['meeting-deadline', 'send-email', 'webhook-delivery']);
    expect(
      await c.rows(
        `select state from pgboss.job where name = 'meeting-deadline' and data->>'meetingId' = $1`,
        [id],
      ),
    ).toEqual([{ state: 'completed' }]);
    expect(c.webhooks.filter((w) => w.meetingId === id && w.type === 'meeting.ready')).toHaveLength(1);
    const told = await c.rows(
      `select to_address from outbox where meeting_id = $1 and template_key <> 'invitation'`,
      [id],
    );
    expect(told).toEqual([{ to_address: 'olga@example.com' }]);
  }, 60_000);

  it('shows the whole cluster’s queue on every instance’s /metrics, and each instance’s own requests', async () => {
    await jobsSettled(c, ['send-email', 'webhook-delivery']);
    const scrapes = await Promise.all(
      [0, 1, 2].map(async (i) => {
        const res = await fetch(`${c.instanceUrl(i)}/metrics`, {
          headers: { authorization: `Bearer ${METRICS_TOKEN}` },
        });
        expect(res.status).toBe(200);
        return res.text();
      }),
    );
    const sent = (await c.rows(`select 1 from outbox where status = 'sent'`)).length;
    const booked =
      /overlap_http_request_duration_seconds_count\{method="POST",route="\/api\/v1\/meetings\/:id\/book",status_code="200"\} (\d+)/;
    for (const body of scrapes) expect(body).toContain(`overlap_mail_messages{state="sent"} ${sent}`);
    // The twelve bookings were spread over the instances; each counts only its own.
    expect(scrapes.map((body) => Number(booked.exec(body)?.[1] ?? 0)).reduce((a, b) => a + b)).toBe(12);
    expect(scrapes.every((body) => booked.test(body))).toBe(true);
  });
});
