// Time from starting the server to a healthy /api/health, for the compiled bundle that `npm start` runs
// and, for comparison, the TypeScript sources through tsx. Each is measured on a new embedded database
// (migrations applied) and on a restart of the same one. `node bench/startup/run.mjs` (builds first).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const runs = Number(process.env.BENCH_RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 3987);

const build = spawnSync('node', ['scripts/build.mjs', '--server-only'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(1);

const variants = [
  ['compiled (npm start)', process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js']],
  ['TypeScript through tsx', process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts']],
];

console.log(
  `Node ${process.version}; load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}; ${runs} runs each`,
);
for (const [name, command, args] of variants) {
  const fresh = [];
  const restart = [];
  for (let run = 0; run < runs; run++) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'overlap-startup-'));
    try {
      fresh.push(await timeToHealthy(command, args, dataDir));
      restart.push(await timeToHealthy(command, args, dataDir));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  console.log(
    `${name.padEnd(24)} new database: median ${median(fresh)} ms   restart: median ${median(restart)} ms`,
  );
}

async function timeToHealthy(command, args, dataDir) {
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(`${command} exited with ${child.exitCode} before it was healthy`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (response.ok) return Math.round(performance.now() - started);
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
