// Engine benchmark: `npx tsx bench/engine/run.ts` from the repository root.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { rankSlots, type RankInput } from '@overlap/engine';
import { stuckInput } from './stuck-input.ts';
import { syntheticInput, type Scenario } from './synthetic-input.ts';
import { timeRuns } from './time-runs.ts';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

function usedBytes(): number {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
}

function buildInput(scenario: Scenario): { input: RankInput; inputMb: number } {
  gc();
  gc();
  const before = usedBytes();
  const input = syntheticInput(scenario);
  gc();
  return { input, inputMb: (usedBytes() - before) / 1e6 };
}

function measure(input: RankInput, runs: number) {
  const { first: _first, firstMs, median, p95, cpuMedian } = timeRuns(() => rankSlots(input), runs);
  gc();
  gc();
  const before = usedBytes();
  const result = rankSlots(input);
  const allocatedMb = (usedBytes() - before) / 1e6;
  return { result, firstMs, median, p95, cpuMedian, allocatedMb };
}

const ms = (value: number) => `${value.toFixed(2).padStart(6)} ms`;

const scenarios: [string, Scenario, number][] = [
  ['S', { participants: 5, busyPerPerson: 200, days: 14, seed: 1 }, 500],
  ['M', { participants: 20, busyPerPerson: 2_000, days: 30, seed: 2 }, 300],
  ['L', { participants: 100, busyPerPerson: 2_000, days: 30, seed: 3 }, 100],
];

console.log(
  `Overlap engine benchmark, Node ${process.version}; one run = rankSlots with top 10 explained + heat map`,
);
console.log(
  'wall: elapsed time; cpu: this process’s CPU time (less sensitive to other load on the machine)\n',
);
for (const [name, scenario, runs] of scenarios) {
  const { input } = buildInput(scenario);
  const { result, firstMs, median, p95, cpuMedian } = measure(input, runs);
  const outcome =
    result.viableCount > 0
      ? `${result.viableCount} viable slots, ${result.slots.length} explained`
      : `no viable slot: ${result.blockers.length} blockers, ${result.relaxations.length} relaxations`;
  const label = `${scenario.participants} × ${scenario.busyPerPerson} busy, ${scenario.days} days`;
  console.log(
    `${name}  ${label.padEnd(27)} median ${ms(median)}  p95 ${ms(p95)}  cpu ${ms(cpuMedian)}  first call ${ms(firstMs)}  (${runs} runs; ${outcome})`,
  );
}

console.log(
  "\nNo time suits every required person (blockers, single changes, then pairs; the HTTP bench's meeting):",
);
for (const participants of [100, 200]) {
  const { result, median, p95, cpuMedian } = measure(stuckInput(participants), 60);
  const outcome = `${result.blockers.length} blockers, ${result.relaxations.length} relaxations`;
  console.log(
    `stuck ${String(participants).padStart(3)} × 2,000 busy, 60 days  median ${ms(median)}  p95 ${ms(p95)}  cpu ${ms(cpuMedian)}  (60 runs; ${outcome})`,
  );
}

console.log('\nL (100 people, 30 days) as the intervals grow:');
for (const factor of [1, 2, 4]) {
  const scenario = { participants: 100, busyPerPerson: 2_000 * factor, days: 30, seed: 3 };
  const { input, inputMb } = buildInput(scenario);
  const { median, p95, cpuMedian, allocatedMb } = measure(input, 60);
  const intervals = (scenario.participants * scenario.busyPerPerson).toLocaleString('en-US');
  console.log(
    `L ${factor}×  ${intervals.padStart(7)} intervals  median ${ms(median)}  p95 ${ms(p95)}  cpu ${ms(cpuMedian)}  input ${inputMb.toFixed(1).padStart(5)} MB  engine memory ${allocatedMb.toFixed(1)} MB`,
  );
}
