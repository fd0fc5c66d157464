/**
 * The spam-relay probe: a brand-new account tries 10 meetings × 50 invitees, then 20 "remind" calls,
 * and we count the e-mails queued in the outbox. Run with the default quotas and with quotas set out
 * of reach (as before they existed). Embedded database in memory; no mail server (e-mails stay queued).
 * Run: npx tsx bench/abuse/mail-relay.ts [--quick]
 */
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config/env';
import { openDatabase } from '../../apps/server/src/db/database';
import { signedInUser } from '../../apps/server/test/auth/support/signed-in-user';

const DAY = 86_400_000;

/** A server on an in-memory database whose second account, a brand-new one, is the spammer's. */
async function withNewAccount(env: Record<string, string>) {
  const database = await openDatabase({ database: { driver: 'pglite', dataDir: null } });
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent-overlap-dist', ...env });
  const app = await buildApp({ config, database });
  await app.ready();
  const t = { app, database, close: async () => undefined };
  await signedInUser(t as never, 'first@example.com', 'First Admin');
  const spammer = await signedInUser(t as never, 'spammer@example.com', 'New Account');
  await app.inject({ url: '/api/me', headers: spammer.headers });
  return { app, database, spammer };
}

/** A request to 50 addresses, `<prefix><n>@example.net`, any day and hour for a week from the day after tomorrow. */
function offerToFifty(today: number, title: string, prefix: string, durationMinutes: number) {
  return {
    title,
    description: 'Text of the sender’s choosing',
    durationMinutes,
    participants: Array.from({ length: 50 }, (_, i) => ({
      email: `${prefix}${i}@example.net`,
      required: true,
    })),
    windowStart: new Date(today + 2 * DAY).toISOString(),
    windowEnd: new Date(today + 9 * DAY).toISOString(),
    allowedWeekdays: [1, 2, 3, 4, 5, 6, 7],
    allowedHours: null,
    organizerZone: 'UTC',
    deadline: null,
    location: null,
    autoSchedule: false,
  };
}

async function probe(label: string, env: Record<string, string>) {
  const { app, database, spammer } = await withNewAccount(env);

  const started = performance.now();
  const ids: string[] = [];
  const statuses: number[] = [];
  const today = Math.floor(Date.now() / DAY) * DAY;
  for (let m = 0; m < 10; m++) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/meetings',
      headers: spammer.headers,
      payload: offerToFifty(today, `Offer ${m}`, `victim${m}-`, 30),
    });
    statuses.push(response.statusCode);
    if (response.statusCode === 201) ids.push(response.json().id);
  }
  for (let r = 0; r < 20; r++) {
    const id = ids[r % Math.max(1, ids.length)];
    if (!id) break;
    statuses.push(
      (await app.inject({ method: 'POST', url: `/api/meetings/${id}/remind`, headers: spammer.headers }))
        .statusCode,
    );
  }
  const elapsed = (performance.now() - started) / 1000;
  const result = (await database.db.execute('select count(*)::int as n from outbox')) as unknown as {
    rows: { n: number }[];
  };
  const refused = statuses.filter((s) => s === 429).length;
  console.log(
    `${label}: ${result.rows[0]!.n} e-mails queued in ${elapsed.toFixed(1)} s; ${refused} of ${statuses.length} calls answered 429`,
  );
  await app.close();
  await database.close();
}

/**
 * What the quotas on creating and inviting leave open: one meeting with as many people as a new
 * account may invite, booked at once, then moved again and again for one minute (each move e-mails
 * everyone), with the cancel-reopen-book loop after it.
 */
async function afterBookingProbe(label: string, env: Record<string, string>) {
  const { app, database, spammer } = await withNewAccount(env);
  const post = (url: string, payload: object = {}) =>
    app.inject({ method: 'POST', url, headers: spammer.headers, payload });
  const today = Math.floor(Date.now() / DAY) * DAY;
  const created = await post('/api/meetings', offerToFifty(today, 'Offer', 'victim-', 15));
  const id = created.json().id as string;
  const slot = (n: number) => today + 2 * DAY + n * 15 * 60_000;
  const started = performance.now();
  const statuses: number[] = [
    created.statusCode,
    (await post(`/api/meetings/${id}/book`, { start: slot(0) })).statusCode,
  ];
  let n = 1;
  while (performance.now() - started < 30_000)
    statuses.push((await post(`/api/meetings/${id}/reschedule`, { start: slot(n++) })).statusCode);
  while (performance.now() - started < 60_000) {
    statuses.push(
      (await post(`/api/meetings/${id}/cancel`, { reason: 'Text of the sender’s choosing' })).statusCode,
    );
    statuses.push((await post(`/api/meetings/${id}/reopen`)).statusCode);
    statuses.push((await post(`/api/meetings/${id}/book`, { start: slot(n++) })).statusCode);
  }
  const elapsed = (performance.now() - started) / 1000;
  const result = (await database.db.execute(
    'select template_key, count(*)::int as n from outbox group by template_key order by 1',
  )) as unknown as { rows: { template_key: string; n: number }[] };
  const total = result.rows.reduce((sum, row) => sum + row.n, 0);
  const refused = statuses.filter((s) => s === 429).length;
  console.log(
    `${label}: ${total} e-mails queued in ${elapsed.toFixed(1)} s (${result.rows.map((r) => `${r.template_key} ${r.n}`).join(', ')}); ${refused} of ${statuses.length} calls answered 429`,
  );
  await app.close();
  await database.close();
}

await probe('default quotas', {});
// `--quick` leaves out the baseline without quotas (minutes on a loaded machine).
if (!process.argv.includes('--quick'))
  await probe('quotas out of reach (as before)', {
    QUOTA_NEW_ACCOUNT_MEETINGS_PER_HOUR: '1000000',
    QUOTA_NEW_ACCOUNT_INVITATIONS_PER_DAY: '1000000',
    QUOTA_REMINDER_EVERY_HOURS: '1',
  });
await afterBookingProbe('default quotas, one booked meeting moved, cancelled and rebooked for a minute', {});
