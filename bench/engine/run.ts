// Engine benchmark: `npx tsx bench/engine/run.ts` from the repository root.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { rankSlots, type RankInput } from '@overlap/engine';
import { syntheticInput, type Scenario } from './synthetic-input.ts';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function measure(input: RankInput, runs: number) {
  const first = performance.now();
  const result = rankSlots(input);
  const firstMs = performance.now() - first;
  for (let i = 0; i < 5; i++) rankSlots(input);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    rankSlots(input);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  gc();
  const before = process.memoryUsage().heapUsed;
  const kept = rankSlots(input);
  const heapMb = (process.memoryUsage().heapUsed - before) / 1e6;
  return {
    result: kept ?? result,
    firstMs,
    median: percentile(times, 50),
    p95: percentile(times, 95),
    heapMb,
  };
}

function describe(scenario: Scenario): string {
  return `${scenario.participants} × ${scenario.busyPerPerson} busy, ${scenario.days} days`;
}

const ms = (value: number) => `${value.toFixed(2).padStart(7)} ms`;

const scenarios: [string, Scenario, number][] = [
  ['S', { participants: 5, busyPerPerson: 200, days: 14, seed: 1 }, 400],
  ['M', { participants: 20, busyPerPerson: 2_000, days: 30, seed: 2 }, 200],
  ['L', { participants: 100, busyPerPerson: 2_000, days: 30, seed: 3 }, 60],
];

console.log(
  `Overlap engine benchmark (Node ${process.version}); one full ranking = top 10 explained + heat map`,
);
for (const [name, scenario, runs] of scenarios) {
  const { result, firstMs, median, p95 } = measure(syntheticInput(scenario), runs);
  const path =
    result.viableCount > 0
      ? `${result.viableCount} viable`
      : `no viable slot, ${result.relaxations.length} relaxations`;
  console.log(
    `${name}  ${describe(scenario).padEnd(30)} median ${ms(median)}  p95 ${ms(p95)}  first ${ms(firstMs)}  (${runs} runs; ${path})`,
  );
}

console.log('\nL scaling with the number of intervals (time and heap allocated by one ranking):');
for (const factor of [1, 2, 4]) {
  const scenario = { participants: 100, busyPerPerson: 2_000 * factor, days: 30, seed: 3 };
  const { median, p95, heapMb } = measure(syntheticInput(scenario), 40);
  const intervals = scenario.participants * scenario.busyPerPerson;
  console.log(
    `L ${factor}×  ${String(intervals).padStart(7)} intervals  median ${ms(median)}  p95 ${ms(p95)}  heap ${heapMb.toFixed(1).padStart(5)} MB`,
  );
}
