// HTTP benchmark of the ranking endpoint: `npx tsx bench/http/run.ts` from the repository root (builds the
// server first). Starts the compiled server on PGlite and, when reachable, on PostgreSQL
// (BENCH_DATABASE_URL, default the test server's), seeds meetings of 20, 100 and 200 participants whose
// answers carry 2,000 busy intervals each, and prints GET /api/meetings/:id/suggestions' median and p95
// (autocannon, one connection), the first request after a change (one person answers again; BENCH_MISSES
// times, median and max, after BENCH_WARMUPS (5) such changes not measured), then /api/health's p99 while 16 connections ask for the 100-person ranking.
// BENCH_REQUESTS (30) and BENCH_SECONDS (10, the load phase) size the run; BENCH_ONLY=pglite|postgres runs
// one database; BENCH_SERVER_ARGS are given to the server's node (e.g. --cpu-prof, or --trace-gc with
// BENCH_SERVER_STDOUT=inherit to see the server's output); BENCH_SERVER_ENTRY runs
// another build of the server (a copy of apps/server/dist/main.js kept inside apps/server, for a before and
// after). Requests accept gzip as browsers do (BENCH_ENCODING=identity asks for the plain body) and ask
// for the heat map packed as the web app does (BENCH_HEAT_MAP=letters asks for the API's default, one
// letter a slot).
// Server CPU per request is the server process's CPU time (every thread's, from /proc/<pid>/task/*/schedstat,
// in nanoseconds) across BENCH_CPU_REQUESTS (200) cached requests one after another, and around each of the
// first requests after a change, with the shares of the main thread, the ranking worker threads and V8's own
// threads (garbage collection and compiling); the server's idle CPU over one second is printed beside it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { request as playwrightRequest } from '@playwright/test';
import autocannon from 'autocannon';
import pg from 'pg';
import { signUpByApi } from '../../e2e/support/sign-up-by-api.ts';
import { seedMeeting } from './seed-meeting.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 3991);
const baseURL = `http://127.0.0.1:${port}`;
const sizes = (process.env.BENCH_SIZES ?? '20,100,200').split(',').map(Number);
const requests = Number(process.env.BENCH_REQUESTS ?? 30);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const misses = Number(process.env.BENCH_MISSES ?? 10);
const warmups = Number(process.env.BENCH_WARMUPS ?? 5);
const cpuRequests = Number(process.env.BENCH_CPU_REQUESTS ?? 200);
const only = process.env.BENCH_ONLY;
const serverArgs = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
const heatMapForm = process.env.BENCH_HEAT_MAP ?? 'packed';
const serverEntry = process.env.BENCH_SERVER_ENTRY ?? 'apps/server/dist/main.js';

const built = spawnSync('node', ['scripts/build.mjs', '--server-only'], { cwd: root, stdio: 'inherit' });
if (built.status !== 0) process.exit(1);
console.log(
  `Node ${process.version}; load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);

const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const postgres = await freshPostgresDatabase(pgUrl);
const dataDir = mkdtempSync(path.join(tmpdir(), 'overlap-http-bench-'));
try {
  if (only !== 'postgres') await benchOn('PGlite', { DATA_DIR: dataDir });
  if (only === 'pglite') console.log('PostgreSQL: skipped (BENCH_ONLY)');
  else if (postgres) await benchOn('PostgreSQL', { DATABASE_URL: postgres.url });
  else console.log(`PostgreSQL at ${pgUrl} is not reachable: skipped`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  await postgres?.drop();
}

async function benchOn(label: string, databaseEnv: Record<string, string>) {
  const server = await startServer(databaseEnv);
  try {
    const api = await playwrightRequest.newContext({ baseURL });
    const token = await signUpByApi(api, baseURL, {
      name: 'Bench Organizer',
      email: `bench-${randomBytes(4).toString('hex')}@example.com`,
    });
    const headers = {
      authorization: `Bearer ${token}`,
      'accept-encoding': process.env.BENCH_ENCODING ?? 'gzip',
    };
    const meetings = new Map<number, string>();
    const suggestionsUrl = (size: number) =>
      `${baseURL}/api/meetings/${meetings.get(size)}/suggestions?heatMap=${heatMapForm}`;
    const reanswer = new Map<number, () => Promise<void>>();
    for (const size of sizes) {
      const seeded = await seedMeeting(api, headers, size);
      meetings.set(size, seeded.id);
      reanswer.set(size, seeded.reanswer);
    }

    const idleStart = cpuNs(server);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    console.log(
      `\n${label}: GET /api/meetings/:id/suggestions?heatMap=${heatMapForm}, one connection, ${requests} requests each` +
        ` (server idle: ${ms(cpuSince(server, idleStart).all)} ms CPU in 1 s)`,
    );
    for (const size of sizes) {
      // Rankings are cached per meeting version: the first request computes, the rest are mostly served.
      const coldStart = performance.now();
      const cold = await fetch(suggestionsUrl(size), { headers });
      await cold.arrayBuffer();
      const coldMs = Math.round(performance.now() - coldStart);
      const result = await autocannon({
        url: suggestionsUrl(size),
        headers,
        connections: 1,
        amount: requests,
        timeout: 120,
      });
      const { p50, p97_5 } = result.latency;
      console.log(
        `  ${String(size).padStart(3)} people × 2,000 busy: first (computed) ${coldMs} ms; then median ${p50} ms, p97.5 ${p97_5} ms (${result.requests.total} requests, ${result.non2xx} not 2xx)`,
      );
      const cachedStart = cpuNs(server);
      for (let i = 0; i < cpuRequests; i++) {
        const response = await fetch(suggestionsUrl(size), { headers });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`suggestions answered ${response.status}`);
      }
      const cached = cpuSince(server, cachedStart);
      console.log(
        `      cached: ${ms(cached.all / cpuRequests, 2)} ms server CPU a request, main thread ${ms(cached.main / cpuRequests, 2)} ms (${cpuRequests} requests)`,
      );
      // The first request after a change: one person answers again (a new row version), then the ranking.
      const missMs: number[] = [];
      const missCpu: number[] = [];
      const missMain: number[] = [];
      const missWorkers: number[] = [];
      const missHelpers: number[] = [];
      // A few changes first, not measured: the first computed rankings of a new server (and of a meeting's
      // size) also compile the engine's hot loops, on V8's threads, which a running server has long done.
      for (let i = 0; i < warmups + misses; i++) {
        await reanswer.get(size)!();
        // The answer's own work (its jobs, the ranking it starts) settles before the measured request.
        await new Promise((resolve) => setTimeout(resolve, 200));
        if (i < warmups) {
          await (await fetch(suggestionsUrl(size), { headers })).arrayBuffer();
          continue;
        }
        const cpuStart = cpuNs(server);
        const start = performance.now();
        const response = await fetch(suggestionsUrl(size), {
          headers,
        });
        await response.arrayBuffer();
        missMs.push(performance.now() - start);
        const used = cpuSince(server, cpuStart);
        missCpu.push(used.all);
        missMain.push(used.main);
        missWorkers.push(used.workers);
        missHelpers.push(used.helpers);
        if (!response.ok) throw new Error(`suggestions answered ${response.status}`);
      }
      missMs.sort((a, b) => a - b);
      missCpu.sort((a, b) => a - b);
      missMain.sort((a, b) => a - b);
      missWorkers.sort((a, b) => a - b);
      missHelpers.sort((a, b) => a - b);
      console.log(
        `      after a change (computed), ${misses} times: median ${Math.round(missMs[misses >> 1]!)} ms, max ${Math.round(missMs.at(-1)!)} ms;` +
          ` server CPU median ${ms(missCpu[misses >> 1]!)} ms (main thread ${ms(missMain[misses >> 1]!)} ms, ranking threads` +
          ` ${ms(missWorkers[misses >> 1]!)} ms, V8's own threads ${ms(missHelpers[misses >> 1]!)} ms), max ${ms(missCpu.at(-1)!)} ms`,
      );
    }
    await api.dispose();

    const health = autocannon({ url: `${baseURL}/api/health`, connections: 1, duration: seconds });
    const load = autocannon({
      url: suggestionsUrl(100),
      headers,
      connections: 16,
      duration: seconds,
      timeout: 120,
    });
    const [healthResult, loadResult] = await Promise.all([health, load]);
    console.log(
      `  /api/health while 16 connections rank 100 people: median ${healthResult.latency.p50} ms, p99 ${healthResult.latency.p99} ms` +
        ` (ranking: ${loadResult.requests.total} answered, ${loadResult.non2xx} not 2xx)`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

/**
 * The server process's CPU time so far in nanoseconds (Linux): every thread's, its main thread's, its worker
 * threads' (the ranking pool) and V8's own threads' (garbage collection and compiling, for every thread).
 */
function cpuNs(server: ChildProcess) {
  const tasks = `/proc/${server.pid}/task`;
  const used = { all: 0, main: 0, workers: 0, helpers: 0 };
  for (const task of readdirSync(tasks)) {
    try {
      const ns = Number(readFileSync(`${tasks}/${task}/schedstat`, 'utf8').split(' ')[0]);
      const name = readFileSync(`${tasks}/${task}/comm`, 'utf8').trim();
      used.all += ns;
      if (task === String(server.pid)) used.main = ns;
      if (name === 'WorkerThread') used.workers += ns;
      if (name === 'V8Worker') used.helpers += ns;
    } catch {
      // the thread ended between the listing and the read
    }
  }
  return used;
}

function cpuSince(server: ChildProcess, start: ReturnType<typeof cpuNs>) {
  const now = cpuNs(server);
  return {
    all: now.all - start.all,
    main: now.main - start.main,
    workers: now.workers - start.workers,
    helpers: now.helpers - start.helpers,
  };
}

function ms(ns: number, digits = 1): string {
  return (ns / 1e6).toFixed(digits);
}

async function startServer(databaseEnv: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...serverArgs, '--enable-source-maps', serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      // The seeding invites 320 people from one new account: far beyond a new account's daily quota.
      QUOTA_NEW_ACCOUNT_INVITATIONS_PER_DAY: '100000',
      QUOTA_INVITATIONS_PER_DAY: '100000',
      ...databaseEnv,
    },
    stdio: ['ignore', process.env.BENCH_SERVER_STDOUT === 'inherit' ? 'inherit' : 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function freshPostgresDatabase(url: string): Promise<{ url: string; drop(): Promise<void> } | null> {
  const admin = new pg.Client({ connectionString: url });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `overlap_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${name}`;
  return {
    url: databaseUrl.href,
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
