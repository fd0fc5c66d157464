import { makeGrid, type Grid } from '../grid/grid.ts';
import type { PreparedInput, PreparedParticipant } from '../input/prepare-input.ts';
import type { ParticipantInput } from '../types.ts';
import { WORKING } from './comfort-codes.ts';
import { codesWithHoursLifted } from './hours-lifted.ts';
import { countedWithLongerWindow } from './longer-window.ts';
import { createMarks, markParticipant } from './mark-participant.ts';
import { countCellsAndSlots, scanCells, scanDiffs } from './participant-codes.ts';
import { BUCKETS, BUSY, BUSY_OUTSIDE_HOURS, REQUIRED_BUCKET } from './state-codes.ts';
import { countedWithRequiredChanged, type Counted } from './required-changes.ts';
import { summarize, type Population, type Summary } from './summarize.ts';
import { allowedFlagsCopy, zoneProfile, type ZoneProfile } from './zone-profile.ts';

/**
 * Everything the ranking, the explanations, the blockers and the heat map need, per grid position: the
 * summary's counts (summarize.ts) and what they were counted from.
 */
export interface Evaluation extends Summary {
  grid: Grid;
  profiles: Map<string, ZoneProfile>;
  /** Over the extended grid: 1 where a meeting may start (not before `now`, within the organizer's constraints). */
  candidate: Uint8Array;
  /** Per participant, a code per extended-grid slot (see state-codes.ts); null for pending and declined people. */
  codes: (Uint8Array | null)[];
  /** What was evaluated, its counts per position and the cell codes scanned so far: for evaluations of
   * changed meetings made from this one. */
  input: PreparedInput;
  slotBuckets: Int32Array;
  cellBuckets: Int32Array;
  scanned: ScannedCells;
}

/**
 * Each person's cell codes by what they depend on besides the person's time: the cells (origin, extended
 * end, step) and whether and how working hours bind. Not the meeting's length or who is required: the
 * relaxations evaluate the meeting again with exactly such changes, and then scan nobody twice.
 */
type ScannedCells = WeakMap<ParticipantInput, Map<string, Uint8Array>>;

/** The key of a person's cell codes in `ScannedCells`, as scanned with outside hours allowed or not. */
type CellsKey = (participant: PreparedParticipant, allowOutside?: boolean) => string;

/** Cell codes kept for reuse at most this many bytes per evaluation (20 MB: 1,000 people × 60 days). */
const SCANNED_MAX_BYTES = 20_000_000;

function candidateFlags(input: PreparedInput, grid: Grid): Uint8Array {
  const count = grid.extendedSlotCount;
  const candidate = allowedFlagsCopy(input.organizerZone, input.allowed, grid, count, grid.duration);
  for (let k = 0; k < count && grid.origin + k * grid.step < input.nowMinute; k++) candidate[k] = 0;
  return candidate;
}

function profilesFor(input: PreparedInput, grid: Grid): Map<string, ZoneProfile> {
  const profiles = new Map<string, ZoneProfile>();
  for (const participant of input.participants) {
    if (!profiles.has(participant.profileKey)) {
      profiles.set(participant.profileKey, zoneProfile(participant.input.zone, participant.weekly, grid));
    }
  }
  return profiles;
}

interface OutsideHours {
  slot: Uint8Array;
  cell: Uint8Array;
}

/** Where working hours make a calendar-only participant busy, shared by everyone with the same profile. */
function outsideHoursFor(profile: ZoneProfile, cache: Map<ZoneProfile, OutsideHours>): OutsideHours {
  let outside = cache.get(profile);
  if (!outside) {
    const slot = new Uint8Array(profile.comfort.length);
    for (let k = 0; k < slot.length; k++) slot[k] = profile.comfort[k] === WORKING ? 0 : 1;
    outside = { slot, cell: profile.cellOutside };
    cache.set(profile, outside);
  }
  return outside;
}

function populationOf(input: PreparedInput): Population {
  const population: Population = { pending: 0, pendingRequired: 0, declined: 0, comfortWeights: new Map() };
  for (const { input: person, profileKey } of input.participants) {
    if (person.response === 'declined') {
      population.declined++;
      continue;
    }
    const weights = population.comfortWeights;
    weights.set(profileKey, (weights.get(profileKey) ?? 0) + 1);
    if (person.response === 'pending') {
      population.pending++;
      if (person.required) population.pendingRequired++;
    }
  }
  return population;
}

/**
 * `earlier`: an evaluation of the same people made in this ranking, whose work this one reuses: all of
 * its counts when only who is required changed, otherwise the cell codes of everyone scanned the same way.
 * `extensionDays`: how far past the window the extended grid reaches (`makeGrid`).
 */
export function evaluate(input: PreparedInput, earlier?: Evaluation, extensionDays?: number): Evaluation {
  const grid = makeGrid(input.windowStart, input.windowEnd, input.step, input.duration, extensionDays);
  const profiles = profilesFor(input, grid);
  const scanned: ScannedCells = earlier?.scanned ?? new WeakMap();
  const cellsKey: CellsKey = (participant, allowOutside = input.allowOutsideWorkingHours) => {
    const keeps = participant.input.keepsWorkingHours === true;
    const hoursBind = !participant.painted && (keeps || !allowOutside);
    const binding = hoursBind ? `${participant.profileKey}|${keeps ? BUSY : BUSY_OUTSIDE_HOURS}` : 'anytime';
    return `${grid.origin}/${grid.extendedEnd}/${grid.step}|${binding}`;
  };
  const cellCodesOf = (participant: PreparedParticipant) =>
    scanned.get(participant.input)?.get(cellsKey(participant));
  const counted =
    (earlier &&
      (countedWithRequiredChanged(earlier, input, grid, cellCodesOf) ??
        countedWithLongerWindow(earlier, input, grid, cellCodesOf))) ??
    countAll(input, grid, profiles, scanned, cellsKey);
  const population = populationOf(input);
  return {
    grid,
    profiles,
    candidate: candidateFlags(input, grid),
    codes: counted.codes,
    ...summarize(input, grid, counted.slotBuckets, counted.cellBuckets, population, profiles),
    input,
    slotBuckets: counted.slotBuckets,
    cellBuckets: counted.cellBuckets,
    scanned,
  };
}

/** Scans and counts every answered person, reusing the cell codes already in `scanned`. */
function countAll(
  input: PreparedInput,
  grid: Grid,
  profiles: Map<string, ZoneProfile>,
  scanned: ScannedCells,
  cellsKey: CellsKey,
): Counted {
  const { extendedSlotCount: slots, cellCount: cells } = grid;
  const slotBuckets = new Int32Array(slots * BUCKETS);
  const cellBuckets = new Int32Array(cells * BUCKETS);
  const marks = createMarks(grid);
  // Per-cell codes of the participant being scanned, or each person's own row when they are kept for reuse.
  const cellScratch = new Uint8Array(grid.extendedCellCount);
  const keep = input.participants.length * grid.extendedCellCount <= SCANNED_MAX_BYTES;
  const nowhereOutside = new Uint8Array(grid.extendedCellCount);
  const outsideMasks = new Map<ZoneProfile, OutsideHours>();
  const codes: (Uint8Array | null)[] = [];

  input.participants.forEach((participant, p) => {
    const { response, required } = participant.input;
    codes.push(null);
    if (response !== 'answered') return;
    const keeps = participant.input.keepsWorkingHours === true;
    const hoursBind = !participant.painted && (keeps || !input.allowOutsideWorkingHours);
    const outside = hoursBind ? outsideHoursFor(profiles.get(participant.profileKey)!, outsideMasks) : null;
    const outsideCode = keeps ? BUSY : BUSY_OUTSIDE_HOURS;
    const row = new Uint8Array(slots);
    const base = required ? REQUIRED_BUCKET : 0;
    const countedCells = required ? cells : 0;
    const { hardCell, weakCell, hardSlot, weakSlot } = marks;
    if (grid.wholeSteps > 0) {
      const key = cellsKey(participant);
      const byKey = scanned.get(participant.input);
      let cellCodes = byKey?.get(key);
      if (!cellCodes && byKey && keep && !hoursBind && !participant.painted) {
        const bound = byKey.get(cellsKey(participant, false));
        const lifted = bound && codesWithHoursLifted(bound, participant.input);
        if (lifted) byKey.set(key, (cellCodes = lifted));
      }
      if (!cellCodes) {
        markParticipant(marks, grid, participant.input, `participants[${p}]`);
        cellCodes = keep ? new Uint8Array(cellScratch.length) : cellScratch;
        scanCells(cellCodes, hardCell, weakCell, outside?.cell ?? nowhereOutside, outsideCode);
        if (keep) {
          if (byKey) byKey.set(key, cellCodes);
          else scanned.set(participant.input, new Map([[key, cellCodes]]));
        }
      }
      countCellsAndSlots(cellCodes, row, grid.wholeSteps, cellBuckets, countedCells, slotBuckets, base);
    } else {
      markParticipant(marks, grid, participant.input, `participants[${p}]`);
      const cell = outside?.cell ?? null;
      scanDiffs(cellScratch, hardCell, weakCell, cell, cellBuckets, countedCells, base, outsideCode);
      scanDiffs(row, hardSlot, weakSlot, outside?.slot ?? null, slotBuckets, slots, base, outsideCode);
    }
    codes[p] = row;
  });
  return { slotBuckets, cellBuckets, codes };
}
