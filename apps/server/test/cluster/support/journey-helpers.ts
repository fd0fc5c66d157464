import { createOverlapClient, type OverlapClient } from '@overlap/client';
import { expect } from 'vitest';
import { OidcFlow } from '../../auth/support/oidc-flow';
import { waitFor } from '../../jobs/support/wait-for';
import type { FakeGoogle } from '../../support/fake-google';
import type { BodyOf } from '../../support/typed-client';
import type { Cluster } from './cluster';
import { overTheNetwork, send, type HttpRequest } from './http-client';

export const PINNED = '2031-03-03T09:00:00Z';
export const HOUR = 3600_000;
export const DAY = 24 * HOUR;

/** Requests through the balancer, as `bearer` (a sign-in token or an API key), at the pinned instant. */
export function client(cluster: Cluster, bearer: () => string, now = PINNED) {
  return (request: HttpRequest, base = cluster.url) =>
    send(base, {
      ...request,
      headers: { authorization: `Bearer ${bearer()}`, 'x-overlap-test-now': now, ...request.headers },
    });
}

/**
 * The typed client (packages/client) through the balancer, or to one instance at `base`, as `bearer` at
 * `now`: paths, bodies and answers are typed from the OpenAPI document, as a script of a self-hoster's.
 */
export function typedClient(
  cluster: Cluster,
  bearer: string,
  now = PINNED,
  base = cluster.url,
): OverlapClient {
  return createOverlapClient({
    baseUrl: base,
    apiKey: bearer,
    fetch: (input, init) => {
      const request = new Request(input, init);
      request.headers.set('x-overlap-test-now', now);
      return fetch(request);
    },
  });
}

/** The instance that answered, as the balancer names it (X-Overlap-Instance). */
export const instanceOf = (result: { response: Response }) =>
  result.response.headers.get('x-overlap-instance') ?? '';

/** Every job of `names` has finished (completed, or failed for good): nothing more can be sent. */
export async function jobsSettled(cluster: Cluster, names: string[], timeoutMs = 30_000) {
  await waitFor(
    async () =>
      (
        await cluster.rows(
          `select 1 from pgboss.job where name = any($1) and state not in ('completed', 'failed', 'cancelled')`,
          [names],
        )
      ).length === 0,
    timeoutMs,
    `jobs ${names.join(', ')} to finish`,
  );
}

export function meetingBody(
  start: number,
  overrides: Partial<BodyOf<'createMeeting'>> = {},
): BodyOf<'createMeeting'> {
  return {
    title: 'Cluster planning',
    durationMinutes: 30,
    participants: [
      { email: 'ana@example.com', name: 'Ana', required: true },
      { email: 'ben@example.com', name: 'Ben', required: true },
    ],
    windowStart: new Date(start + 2 * DAY).toISOString(),
    windowEnd: new Date(start + 5 * DAY).toISOString(),
    allowedWeekdays: [1, 2, 3, 4, 5, 6, 7],
    organizerZone: 'UTC',
    ...overrides,
  };
}

/** A guest's answer (in UTC) through their link token, sent to one instance directly, not the balancer. */
export const answerOn = (cluster: Cluster, token: string, payload: object, instance: number) =>
  client(cluster, () => '')(
    {
      method: 'PUT',
      url: `/api/participant/availability?token=${token}`,
      headers: { authorization: '' },
      payload: { timeZone: 'UTC', ...payload },
    },
    cluster.instanceUrl(instance),
  );

export const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

/** The same answer from each instance, asked directly rather than through the balancer. */
export async function fromEveryInstance(
  cluster: Cluster,
  call: ReturnType<typeof client>,
  url: string,
): Promise<unknown[]> {
  const answers = await Promise.all(
    [0, 1, 2].map(async (i) => {
      const answer = await call({ url }, cluster.instanceUrl(i));
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json() as unknown;
    }),
  );
  return answers;
}

/** A new organizer signed up through the balancer, and an API key of theirs. */
export async function organizerWithKey(cluster: Cluster, email: string) {
  const flow = new OidcFlow(overTheNetwork(cluster.url), '198.51.100.9', cluster.url);
  const tokens = await flow.signUp('Fay Fault', email, 'purple elephants ride the night tram');
  const made = await client(
    cluster,
    () => tokens.access_token,
  )({
    method: 'POST',
    url: '/api/api-keys',
    payload: { name: 'Load', scopes: ['meetings:read', 'meetings:write'] },
  });
  expect(made.statusCode, made.body).toBe(201);
  return { token: tokens.access_token, key: made.json<{ key: string }>().key };
}

/** Connects the fake Google account to the organizer through the balancer (start and finish of OAuth). */
export async function connectGoogle(call: ReturnType<typeof client>) {
  const started = await call({
    method: 'POST',
    url: '/api/calendar-connections/oauth/start',
    payload: { provider: 'google' },
  });
  expect(started.statusCode, started.body).toBe(200);
  const state = new URL(started.json<{ authorizeUrl: string }>().authorizeUrl).searchParams.get('state');
  const finished = await call({
    method: 'POST',
    url: '/api/calendar-connections/oauth/finish',
    payload: { state, code: 'good-code' },
  });
  expect(finished.statusCode, finished.body).toBe(201);
}

/** The event inserts (not updates or reads) the fake Google received. */
export const eventInserts = (google: FakeGoogle) =>
  google.requests.filter((r) => r.method === 'POST' && /\/calendars\/[^/]+\/events$/.test(r.path));

/** How many rankings each instance has computed (not served from its cache), from its /metrics. */
export async function rankingsComputed(cluster: Cluster, metricsToken: string): Promise<number[]> {
  return Promise.all(
    [0, 1, 2].map(async (i) => {
      const res = await fetch(`${cluster.instanceUrl(i)}/metrics`, {
        headers: { authorization: `Bearer ${metricsToken}` },
      });
      const count = /^overlap_ranking_duration_seconds_count (\d+)$/m.exec(await res.text());
      return Number(count?.[1] ?? 0);
    }),
  );
}

/** `hour` o'clock UTC on the second day of `meetingBody`'s window from the pinned instant. */
export const secondDayAt = (hour: number) =>
  Math.floor(Date.parse(PINNED) / DAY) * DAY + 3 * DAY + hour * HOUR;

/** Ana's answer: free 10:00–12:00 UTC on the window's second day. */
export const anaFree = { painted: true, available: [{ start: secondDayAt(10), end: secondDayAt(12) }] };
/** Ben's answer: busy 09:00–11:00 UTC that day, so that 11:00 is the best time once both have answered. */
export const benBusy = { painted: false, busy: [{ start: secondDayAt(9), end: secondDayAt(11) }] };

export type Suggestions = { waitingFor: unknown[]; ranking: { slots: { start: number }[] } };

/** A reader of the meeting's suggestions from each instance, asked directly. */
export const suggestionsEverywhere =
  (cluster: Cluster, call: ReturnType<typeof client>, meetingId: string) => async () =>
    (await fromEveryInstance(cluster, call, `/api/meetings/${meetingId}/suggestions`)) as Suggestions[];

/**
 * Reads the suggestions of a meeting waiting for two guests from every instance twice: the second read
 * is served from each instance's cache and computes nothing. Returns how many each has computed.
 */
export async function cachedOnEveryInstance(
  cluster: Cluster,
  everywhere: () => Promise<Suggestions[]>,
  metricsToken: string,
): Promise<number[]> {
  expect((await everywhere()).map((s) => s.waitingFor.length)).toEqual([2, 2, 2]);
  const warm = await rankingsComputed(cluster, metricsToken);
  expect((await everywhere()).map((s) => s.waitingFor.length)).toEqual([2, 2, 2]);
  expect(await rankingsComputed(cluster, metricsToken)).toEqual(warm);
  return warm;
}
