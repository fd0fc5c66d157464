import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rankingWork } from '../../src/features/meetings/ranking/rank-task';
import { bytesOf } from '../../src/features/meetings/requests';
import { createRankingPool } from '../../src/lib/ranking-pool/ranking-pool';
import { signedInUser } from '../auth/support/signed-in-user';
import { meetingServicesElsewhere } from '../support/meeting-services-elsewhere';
import { startTestApp, type TestApp } from '../support/test-app';
import { createdMeeting, paintedAnswer } from './meeting-fixtures';

const HOUR = 3_600_000;
const NOW = '2026-10-20T09:00:00.000Z';
const DAY0 = Date.parse('2026-10-21T00:00:00Z');
const clock = { 'x-overlap-test-now': NOW };

const ranked: string[] = [];
let t: TestApp;
let organizer: Awaited<ReturnType<typeof signedInUser>>;
let meetingId: string;

// Every ranking goes to the worker thread: the body of a computed ranking is encoded there.
beforeAll(async () => {
  t = await startTestApp(
    { TEST_CLOCK_HEADER: 'true', RANKING_THREADS: '1', RANKING_INLINE_BELOW: '0' },
    { onRanked: (id) => ranked.push(id) },
  );
  organizer = await signedInUser(t, 'wren@example.com', 'Wren Worker');
  const meeting = (await createdMeeting(
    t,
    { ...organizer.headers, ...clock },
    {
      windowStart: new Date(DAY0).toISOString(),
      windowEnd: new Date(DAY0 + 5 * 24 * HOUR).toISOString(),
      organizerZone: 'Europe/Berlin',
    },
  )) as { id: string; participants: { email: string; link: string }[] };
  meetingId = meeting.id;
  const ana = meeting.participants.find((p) => p.email === 'ana@example.com')!;
  const available = [{ start: DAY0 + 9 * HOUR, end: DAY0 + 13 * HOUR }];
  await paintedAnswer(t, ana.link, { timeZone: 'Europe/Berlin', available }, clock);
});
afterAll(() => t?.close());

/** The answer's JSON text, inflated when it came gzip-encoded. */
async function suggestionsText(path: string, gzip: boolean) {
  const res = await t.app.inject({
    url: path,
    headers: { ...organizer.headers, ...clock, 'accept-encoding': gzip ? 'gzip' : 'identity' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-encoding']).toBe(gzip ? 'gzip' : undefined);
  return gzip ? gunzipSync(res.rawPayload).toString('utf8') : res.body;
}

const rankings = () => ranked.filter((id) => id === meetingId).length;

describe('suggestions encoded where they are ranked', () => {
  it('answers a computed and a cached ranking with the same JSON, in either form and encoding', async () => {
    const path = `/api/meetings/${meetingId}/suggestions?heatMap=packed`;
    const computed = await suggestionsText(path, true);
    expect(rankings()).toBe(1);
    const cached = await suggestionsText(path, true);
    const cachedPlain = await suggestionsText(path, false);
    expect(rankings()).toBe(1);
    expect(cached).toBe(computed);
    expect(cachedPlain).toBe(computed);
    expect(JSON.parse(computed)).toMatchObject({ now: NOW, ranking: { heatMap: { encoding: 'packed' } } });

    // The other form of the cached ranking is encoded on the main thread: the same JSON as another
    // instance computing that form in its worker.
    const letters = await suggestionsText(`/api/meetings/${meetingId}/suggestions?heatMap=letters`, false);
    expect(rankings()).toBe(1);
    const pool = createRankingPool({ threads: 1, queueMax: 4, inlineBelow: 0 }, rankingWork);
    try {
      const { services: elsewhere, organizerRow } = await meetingServicesElsewhere(
        t,
        'wren@example.com',
        NOW,
        { rankSlots: pool.rank },
      );
      for (const gzip of [true, false]) {
        const answer = await elsewhere.organizer.suggestionsAnswer(organizerRow, meetingId, {
          heatMap: 'letters',
          gzip,
        });
        const bytes = bytesOf(answer, gzip);
        expect((gzip ? gunzipSync(bytes) : bytes).toString('utf8')).toBe(letters);
      }
    } finally {
      await pool.close();
    }
    expect(JSON.parse(letters).ranking.heatMap.encoding).toBe('letters');
    expect({ ...JSON.parse(letters), ranking: undefined }).toEqual({
      ...JSON.parse(computed),
      ranking: undefined,
    });
  });

  it('packs the heat map unless asked under /api/v2, and spells it out unless asked under /api/v1', async () => {
    const under = (version: string, query = '') =>
      suggestionsText(`/api/${version}/meetings/${meetingId}/suggestions${query}`, true).then(
        (text) => JSON.parse(text).ranking.heatMap.encoding as string,
      );
    expect(await under('v1')).toBe('letters');
    expect(await under('v2')).toBe('packed');
    expect(await under('v1', '?heatMap=packed')).toBe('packed');
    expect(await under('v2', '?heatMap=letters')).toBe('letters');
    expect(await under('v2', '?heatMap=packed')).toBe('packed');
    const wrong = await t.app.inject({
      url: `/api/v2/meetings/${meetingId}/suggestions?heatMap=braille`,
      headers: { ...organizer.headers, ...clock },
    });
    expect(wrong.statusCode).toBe(400);
  });
});
