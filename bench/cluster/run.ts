// Capacity of several instances: `npx tsx bench/cluster/run.ts` from the repository root (builds the
// server first; needs Debian's haproxy and PostgreSQL binaries, as the cluster tests do). Starts the
// cluster test's set-up (apps/server/test/cluster/support/cluster.ts): three built servers on a
// PostgreSQL of their own behind HAProxy with deploy/haproxy/overlap.cfg, round robin. Seeds a meeting of
// BENCH_SIZE (100) people with 2,000 busy intervals each, then for BENCH_SECONDS (10) each, with
// BENCH_CONNECTIONS (16) connections asking for its suggestions:
// - through one instance directly, then through the balancer to all three: suggestions answered a
//   second, and /api/health's median and p99 on one more connection meanwhile;
// - the same through the balancer while one person answers again every BENCH_CHANGE_MS (500), so that
//   rankings are computed again, on whichever instance is asked first.
// CLUSTER_PORT moves the cluster's ports (3600–3699 by default).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { request as playwrightRequest } from '@playwright/test';
import autocannon from 'autocannon';
import { startCluster } from '../../apps/server/test/cluster/support/cluster.ts';
import { signUpByApi } from '../../e2e/support/sign-up-by-api.ts';
import { seedMeeting } from '../http/seed-meeting.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const size = Number(process.env.BENCH_SIZE ?? 100);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const changeEvery = Number(process.env.BENCH_CHANGE_MS ?? 500);

const built = spawnSync('node', ['scripts/build.mjs', '--server-only'], { cwd: root, stdio: 'inherit' });
if (built.status !== 0) process.exit(1);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
console.log(`Node ${process.version}; ${availableParallelism()} processors; load average ${load()}`);

const cluster = await startCluster({
  // The seeding invites BENCH_SIZE people from one new account.
  QUOTA_NEW_ACCOUNT_INVITATIONS_PER_DAY: '100000',
  QUOTA_INVITATIONS_PER_DAY: '100000',
});
try {
  const api = await playwrightRequest.newContext({ baseURL: cluster.url });
  const token = await signUpByApi(api, cluster.url, {
    name: 'Bench Organizer',
    email: `bench-${randomBytes(4).toString('hex')}@example.com`,
  });
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' };
  const meeting = await seedMeeting(api, headers, size);
  const path = `/api/meetings/${meeting.id}/suggestions?heatMap=packed`;
  // Every instance computes the ranking once before anything is measured.
  for (const index of [0, 1, 2]) {
    const warm = await fetch(`${cluster.instanceUrl(index)}${path}`, { headers });
    await warm.arrayBuffer();
    if (!warm.ok) throw new Error(`suggestions answered ${warm.status}`);
  }

  const measure = async (label: string, base: string, whileRunning?: () => Promise<void>) => {
    let running = true;
    const changes = (async () => {
      let count = 0;
      while (whileRunning && running) {
        await whileRunning();
        count++;
        await new Promise((resolve) => setTimeout(resolve, changeEvery));
      }
      return count;
    })();
    const [ranking, health] = await Promise.all([
      autocannon({ url: `${base}${path}`, headers, connections, duration: seconds, timeout: 120 }),
      autocannon({ url: `${base}/api/health`, connections: 1, duration: seconds }),
    ]);
    running = false;
    const changed = await changes;
    console.log(
      `  ${label.padEnd(48)} ${(ranking.requests.total / seconds).toFixed(1).padStart(6)} a second` +
        ` (${ranking.non2xx} not 2xx)   /api/health median ${health.latency.p50} ms, p99 ${health.latency.p99} ms` +
        (whileRunning ? `   (${changed} answers changed)` : ''),
    );
  };

  console.log(
    `\nGET suggestions of ${size} people × 2,000 busy, ${connections} connections, ${seconds} s each:`,
  );
  await measure('one instance, directly, served from its cache', cluster.instanceUrl(0));
  await measure('three instances behind HAProxy, from the cache', cluster.url);
  await measure('three behind HAProxy, answers changing', cluster.url, meeting.reanswer);
  await api.dispose();
  console.log(`\nload average at the end ${load()}`);
} finally {
  await cluster.close();
}
