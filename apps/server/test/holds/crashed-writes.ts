import { expect } from 'vitest';
import { loadConfig, type RawEnv } from '../../src/config/env';
import type { CalendarProvider } from '../../src/features/calendars/provider-port';
import { createGuardedFetch } from '../../src/features/calendars/ssrf/guarded-fetch';
import { createCredentialSealer } from '../../src/features/connections/key-ring';
import { createProviderFactory, type ProviderFactory } from '../../src/features/connections/provider-factory';
import { syncHolds, type TimeSpan } from '../../src/features/holds/hold-sync';
import { eventually } from '../support/eventually';
import type { TestApp } from '../support/test-app';
import { createMeeting, holdStatus, rows, untilHolds, type HeldEvent } from './holds-journey';

type Headers = Record<string, string>;
type Env = Partial<Record<keyof RawEnv, string>>;

class InstanceKilled extends Error {}

/** The provider as an instance sees it that is killed around its next hold write: `before` or `after` it. */
function dyingAt(provider: CalendarProvider, moment: 'before' | 'after'): CalendarProvider {
  const dying = Object.create(provider) as CalendarProvider;
  dying.createEvent = async (calendarId, draft) => {
    if (moment === 'after') await provider.createEvent(calendarId, draft);
    throw new InstanceKilled(`killed ${moment} writing ${draft.uid}`);
  };
  return dying;
}

/**
 * One holds sync of the meeting by an instance killed around its first new write, with the app's own
 * database, credentials and calendar settings (`env`): what it leaves is what a SIGKILL there leaves.
 */
async function killedSync(
  t: TestApp,
  env: Env,
  meetingId: string,
  times: TimeSpan[],
  moment: 'before' | 'after',
) {
  const config = loadConfig({ LOG_LEVEL: 'error', ...env });
  const factory = createProviderFactory(
    config.calendars,
    createGuardedFetch({ allowList: config.calendars.outboundAllowList }),
  );
  const providers: ProviderFactory = {
    oauthSettings: (kind) => factory.oauthSettings(kind),
    oauthConfig: (kind) => factory.oauthConfig(kind),
    open: async (...args) => dyingAt(await factory.open(...args), moment),
  };
  const deps = {
    db: t.database.db,
    sealer: createCredentialSealer(config.calendars),
    providers,
    now: () => Date.now(),
    topTimes: async () => times,
  };
  expect(await syncHolds(deps, meetingId)).toBe('done');
}

const count = async (t: TestApp, table: string, meetingId: string) =>
  (await rows(t, `select 1 from ${table} where meeting_id = '${meetingId}'`)).length;

/** The meeting's held times now, and one more a day after the last: what a run asked for one more hold writes. */
async function timesWithOneMore(t: TestApp, headers: Headers, meetingId: string): Promise<TimeSpan[]> {
  const held = (await holdStatus(t, headers, meetingId)).holds.map((h) => ({
    start: Date.parse(h.start),
    end: Date.parse(h.end),
  }));
  const last = held[held.length - 1]!;
  await t.database.db.execute(
    `update meetings set hold_count = ${held.length + 1} where id = '${meetingId}'`,
  );
  return [...held, { start: last.start + 86_400_000, end: last.end + 86_400_000 }];
}

const titlesOf = async (calendar: () => Promise<HeldEvent[]>, meetingId: string) =>
  (await calendar())
    .filter((e) => e.tag === meetingId)
    .map((e) => e.title)
    .sort();

/**
 * An instance killed between writing a hold and listing it (or just before the write) leaves no second
 * hold and no orphan: the next sync finds the event by its UID and adopts it (one hold per rank), booking
 * removes it with the rest, and the sweep removes it when the meeting was closed without a sync.
 */
export async function killedWrites(
  t: TestApp,
  env: Env,
  headers: Headers,
  calendar: () => Promise<HeldEvent[]>,
) {
  const m = await createMeeting(t, headers, 1, 'Interrupted request');
  await untilHolds(t, headers, m.id, (s) => s.state === 'written' && s.holds.length === 1, 'the hold');

  // Killed after the provider wrote rank 2: the event is there, no hold lists it, an intent names it.
  await killedSync(t, env, m.id, await timesWithOneMore(t, headers, m.id), 'after');
  expect(await titlesOf(calendar, m.id)).toHaveLength(2);
  expect([await count(t, 'meeting_holds', m.id), await count(t, 'meeting_hold_intents', m.id)]).toEqual([
    1, 1,
  ]);
  const retried = await t.app.inject({ method: 'POST', url: `/api/meetings/${m.id}/holds/retry`, headers });
  expect(retried.json()).toMatchObject({ state: 'written' });
  expect(await titlesOf(calendar, m.id)).toEqual([
    'Hold: Interrupted request (option 1 of 2)',
    'Hold: Interrupted request (option 2 of 2)',
  ]);
  expect(await count(t, 'meeting_hold_intents', m.id)).toBe(0);

  // Killed before the write of rank 3: nothing to adopt, the intent is forgotten and the hold written once.
  await killedSync(t, env, m.id, await timesWithOneMore(t, headers, m.id), 'before');
  expect(await count(t, 'meeting_hold_intents', m.id)).toBe(1);
  await t.app.inject({ method: 'POST', url: `/api/meetings/${m.id}/holds/retry`, headers });
  expect(await titlesOf(calendar, m.id)).toEqual(
    [1, 2, 3].map((r) => `Hold: Interrupted request (option ${r} of 3)`),
  );

  // Killed after writing rank 4, then booked: booking removes the unlisted event with the listed ones.
  const times = await timesWithOneMore(t, headers, m.id);
  await killedSync(t, env, m.id, times, 'after');
  expect(await titlesOf(calendar, m.id)).toHaveLength(4);
  const booked = await t.app.inject({
    method: 'POST',
    url: `/api/meetings/${m.id}/book`,
    headers,
    payload: { start: times[0]!.start },
  });
  expect(booked.statusCode).toBe(200);
  await untilHolds(t, headers, m.id, (s) => s.state === 'removed', 'the holds go at booking');
  expect(await titlesOf(calendar, m.id)).toEqual([]);
  expect(await count(t, 'meeting_hold_intents', m.id)).toBe(0);

  // Killed after a write, then cancelled by a lost job (no sync ran): the sweep finds and removes it.
  const n = await createMeeting(t, headers, 1, 'Interrupted and cancelled');
  await untilHolds(t, headers, n.id, (s) => s.state === 'written' && s.holds.length === 1, 'the hold');
  await killedSync(t, env, n.id, await timesWithOneMore(t, headers, n.id), 'after');
  await t.database.db.execute(`update meetings set status = 'cancelled' where id = '${n.id}'`);
  expect(await titlesOf(calendar, n.id)).toHaveLength(2);
  const [due] = await rows<{ id: string }>(
    t,
    `select id from pgboss.job where name = 'meeting-holds-sweep' and state = 'created' order by start_after limit 1`,
  );
  await t.database.db.execute(`update pgboss.job set start_after = now() where id = '${due!.id}'`);
  await eventually(
    () => titlesOf(calendar, n.id),
    (left) => left.length === 0,
    'the sweep removes the unlisted hold with the listed one',
  );
  await eventually(
    async () => [await count(t, 'meeting_holds', n.id), await count(t, 'meeting_hold_intents', n.id)],
    (left) => left[0] === 0 && left[1] === 0,
    'nothing of the meeting’s holds is left listed',
  );
}
