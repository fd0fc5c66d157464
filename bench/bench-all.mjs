// Runs every benchmark in turn and prints their figures. `npm run bench` from the repository root.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const benches = [
  ['Web bundle size', 'node', ['bench/bundle-size.mjs', '--build']],
  ['Scheduling engine', 'npx', ['tsx', 'bench/engine/run.ts']],
  ['Series ranking (recurring meetings)', 'npx', ['tsx', 'bench/engine/series-run.ts']],
  ['Engine from stored rows', 'npx', ['tsx', 'bench/engine/stored-rows.ts']],
  ['Calendar busy-time expansion', 'npx', ['tsx', 'bench/calendars/run.ts']],
  ['Server start-up', 'node', ['bench/startup/run.mjs']],
  ['Ranking over HTTP', 'npx', ['tsx', 'bench/http/run.ts']],
];

let failed = false;
for (const [name, command, args] of benches) {
  const script = args.find((a) => a.startsWith('bench/'));
  if (script && !existsSync(new URL(`../${script}`, import.meta.url))) continue;
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
