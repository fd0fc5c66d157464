// The engine's full path from stored rows: `npx tsx bench/engine/stored-rows.ts` from the repository root.
// Each participant's busy, tentative and painted time is stored as the database hands it back — before:
// JSONB text of {start, end} objects; now: a bytea of packed epoch minutes — and one run reads every row
// into the engine's input and ranks it. Prints the median and p95 of both paths for 20, 100 and 200
// participants with 2,000 intervals each over 30 days, with the median CPU time (the machine is shared),
// and the heap before and after 100 back-to-back rankings of the packed path at 100 participants.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import {
  packIntervals,
  rankSlots,
  unpackIntervals,
  type Interval,
  type ParticipantInput,
  type RankInput,
} from '@overlap/engine';
import { decodePacked, encodePacked } from '../../apps/server/src/db/packed-intervals-column.ts';
import { syntheticInput } from './synthetic-input.ts';
import { timeRuns } from './time-runs.ts';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

type Lists = 'busy' | 'tentative' | 'available' | 'ifNeedBe';
const LISTS: Lists[] = ['busy', 'tentative', 'available', 'ifNeedBe'];
const OUTWARD = new Set<Lists>(['busy', 'tentative']);

interface StoredRow<T> {
  person: Omit<ParticipantInput, 'busy' | 'tentative' | 'painted'>;
  painted: boolean;
  lists: Record<Lists, T>;
}

function listsOf(p: ParticipantInput): Record<Lists, Interval[]> {
  return {
    busy: unpackIntervals(p.busy ?? []),
    tentative: unpackIntervals(p.tentative ?? []),
    available: unpackIntervals(p.painted?.available ?? []),
    ifNeedBe: unpackIntervals(p.painted?.ifNeedBe ?? []),
  };
}

function storedRows(input: RankInput) {
  const json: StoredRow<string>[] = [];
  const packed: StoredRow<Buffer>[] = [];
  for (const p of input.participants) {
    const { busy: _b, tentative: _t, painted, ...person } = p;
    const lists = listsOf(p);
    const entries = (f: (list: Interval[], key: Lists) => unknown) =>
      Object.fromEntries(LISTS.map((key) => [key, f(lists[key], key)]));
    json.push({ person, painted: !!painted, lists: entries((l) => JSON.stringify(l)) as never });
    packed.push({
      person,
      painted: !!painted,
      lists: entries((l, key) =>
        encodePacked(packIntervals(l, OUTWARD.has(key) ? 'outward' : 'inward')),
      ) as never,
    });
  }
  return { json, packed };
}

function inputFrom<T>(base: RankInput, rows: StoredRow<T>[], read: (value: T) => ParticipantInput['busy']) {
  return {
    ...base,
    participants: rows.map((row): ParticipantInput => {
      const busy = read(row.lists.busy)!;
      const tentative = read(row.lists.tentative)!;
      return {
        ...row.person,
        busy,
        tentative,
        ...(row.painted
          ? { painted: { available: read(row.lists.available)!, ifNeedBe: read(row.lists.ifNeedBe)! } }
          : {}),
      };
    }),
  };
}

const fromJson = (base: RankInput, rows: StoredRow<string>[]) =>
  rankSlots(inputFrom(base, rows, (text) => JSON.parse(text) as Interval[]));
const fromPacked = (base: RankInput, rows: StoredRow<Buffer>[]) =>
  rankSlots(inputFrom(base, rows, decodePacked));

const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;
console.log(
  `Engine from stored rows, Node ${process.version}: read every row into the input, then rankSlots`,
);
for (const [participants, runs] of [
  [20, 40],
  [100, 20],
  [200, 10],
] as const) {
  const base = syntheticInput({ participants, busyPerPerson: 2_000, days: 30, seed: 3 });
  const { json, packed } = storedRows(base);
  const same =
    JSON.stringify(fromJson(base, json).slots) === JSON.stringify(fromPacked(base, packed).slots)
      ? 'same'
      : 'DIFFERENT';
  const before = timeRuns(() => fromJson(base, json), runs);
  const after = timeRuns(() => fromPacked(base, packed), runs);
  console.log(
    `${String(participants).padStart(3)} × 2,000  JSON ${ms(before.median)} (p95 ${ms(before.p95)}, CPU ${ms(before.cpuMedian)})   packed ${ms(after.median)} (p95 ${ms(after.p95)}, CPU ${ms(after.cpuMedian)})   slots: ${same}`,
  );
}

const base = syntheticInput({ participants: 100, busyPerPerson: 2_000, days: 30, seed: 3 });
const { packed } = storedRows(base);
fromPacked(base, packed);
gc();
gc();
const heapBefore = process.memoryUsage().heapUsed;
for (let i = 0; i < 100; i++) fromPacked(base, packed);
gc();
gc();
const heapAfter = process.memoryUsage().heapUsed;
console.log(
  `heap over 100 back-to-back packed rankings at 100 × 2,000: ${(heapBefore / 1e6).toFixed(1)} MB before, ${(heapAfter / 1e6).toFixed(1)} MB after`,
);
