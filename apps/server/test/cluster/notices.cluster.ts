import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from './support/cluster';
import {
  anaFree,
  answerOn,
  benBusy,
  cachedOnEveryInstance,
  client,
  meetingBody,
  organizerWithKey,
  PINNED,
  secondDayAt,
  suggestionsEverywhere,
  tokenOf,
} from './support/journey-helpers';

// Decision 0033 across processes: each instance serves a cached ranking from memory, and a change made on
// any instance reaches the others' caches by the database's notices. The organizer here has no calendar,
// so nothing but a notice can make an instance read the ranking's sources again (the journey's organizer
// has one, whose copy each ranking at the pinned instant reads afresh).
const METRICS_TOKEN = 'cluster-metrics-token-0123456789';
let c: Cluster;
let token = '';
beforeAll(async () => {
  c = await startCluster({ METRICS_TOKEN });
  token = (await organizerWithKey(c, 'nina@example.com')).token;
}, 120_000);
afterAll(() => c?.close());
afterEach((context) => {
  if (context.task.result?.state === 'fail') console.error(c.output());
});

const day = Date.parse(PINNED);

describe('rankings cached on every instance, told of changes', () => {
  it('drops a ranking everywhere when a guest answers on one instance', async () => {
    const asOrganizer = client(c, () => token);
    const created = await asOrganizer({ method: 'POST', url: '/api/meetings', payload: meetingBody(day) });
    expect(created.statusCode, created.body).toBe(201);
    const meeting = created.json<{ id: string; participants: { link: string }[] }>();
    const links = meeting.participants.map((p) => tokenOf(p.link));
    const everywhere = suggestionsEverywhere(c, asOrganizer, meeting.id);
    await cachedOnEveryInstance(c, everywhere, METRICS_TOKEN);

    const ana = await answerOn(c, links[0]!, anaFree, 1);
    expect(ana.statusCode, ana.body).toBe(200);
    expect((await everywhere()).map((s) => s.waitingFor.length)).toEqual([1, 1, 1]);
    expect((await everywhere()).map((s) => s.waitingFor.length)).toEqual([1, 1, 1]);

    const ben = await answerOn(c, links[1]!, benBusy, 0);
    expect(ben.statusCode, ben.body).toBe(200);
    expect((await everywhere()).map((s) => [s.waitingFor.length, s.ranking.slots[0]!.start])).toEqual(
      Array(3).fill([0, secondDayAt(11)]),
    );
  });
});
