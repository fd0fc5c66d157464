// Series ranking benchmark: `npx tsx bench/engine/series-run.ts` from the repository root.
import { rankSeries, type SeriesInput } from '@overlap/engine';
import { seriesInput, type SeriesScenario } from './series-input.ts';
import { timeRuns } from './time-runs.ts';

function measure(input: SeriesInput, runs: number) {
  const { first, ...timing } = timeRuns(() => rankSeries(input), runs);
  return { result: first, ...timing };
}

const ms = (value: number) => `${value.toFixed(2).padStart(6)} ms`;

function line(label: string, scenario: SeriesScenario, runs: number): void {
  const input = seriesInput(scenario);
  const { result, firstMs, median, p95, cpuMedian } = measure(input, runs);
  const best = result.slots[0];
  const outcome = best
    ? `best: ${best.everyoneCount}/${best.occurrences.length} for everyone, ${result.rotations.length} rotations`
    : 'no slot';
  console.log(
    `${label.padEnd(34)} median ${ms(median)}  p95 ${ms(p95)}  cpu ${ms(cpuMedian)}  first call ${ms(firstMs)}  (${runs} runs; ${result.candidateCount} slots; ${outcome})`,
  );
}

console.log(
  `Overlap series ranking benchmark, Node ${process.version}; one run = rankSeries with top 10 explained + rotations`,
);
console.log(
  'weekly 45-minute meeting, Berlin weekdays 07:00–21:00 on a 15-minute step, 2,000 busy intervals a person\n',
);
line(
  '20 people × 52 weeks (the target)',
  { participants: 20, weeks: 52, busyPerPerson: 2_000, seed: 1 },
  100,
);
console.log('\nAs the series grows (20 people, calendars as busy as over the year):');
for (const weeks of [13, 26, 52]) {
  const busyPerPerson = Math.round((2_000 * weeks) / 52);
  line(`  ${weeks} weeks, ${busyPerPerson} busy`, { participants: 20, weeks, busyPerPerson, seed: 1 }, 60);
}
console.log('\nAs the group grows (52 weeks):');
for (const participants of [5, 20, 50]) {
  line(`  ${participants} people`, { participants, weeks: 52, busyPerPerson: 2_000, seed: 1 }, 60);
}
