// Type-checks every workspace with its own tsconfig, so each keeps its own lib and types. The checks run
// side by side, one per processor (tsc uses one), each printing its output once it ends.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';

// The longest first, so the short ones fill in beside it.
const projects = [
  'apps/web',
  'apps/server',
  'packages/engine',
  'e2e',
  'packages/contracts',
  'bench',
  'packages/client',
].filter((project) => existsSync(`${project}/tsconfig.json`));

function check(project) {
  return new Promise((resolve) => {
    const started = performance.now();
    const tsc = spawn('npx', ['tsc', '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    tsc.stdout.on('data', (chunk) => (output += chunk));
    tsc.stderr.on('data', (chunk) => (output += chunk));
    tsc.on('close', (status) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(`tsc -p ${project}: ${status === 0 ? 'ok' : 'FAILED'} (${seconds} s)\n${output}`);
      resolve(status === 0);
    });
  });
}

const queue = [...projects];
const results = [];
const lanes = Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
  while (queue.length > 0) results.push(await check(queue.shift()));
});
await Promise.all(lanes);
process.exit(results.every(Boolean) ? 0 : 1);
