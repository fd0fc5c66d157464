import { makeGrid, type Grid } from '../grid/grid.ts';
import type { PreparedInput } from '../input/prepare-input.ts';
import { WORKING } from './comfort-codes.ts';
import { createMarks, markParticipant } from './mark-participant.ts';
import { scanCellsAndSlots, scanDiffs } from './participant-codes.ts';
import { BUCKETS, BUSY, BUSY_OUTSIDE_HOURS, REQUIRED_BUCKET } from './state-codes.ts';
import { summarize, type Population } from './summarize.ts';
import { allowedFlagsCopy, zoneProfile, type ZoneProfile } from './zone-profile.ts';

/** Everything the ranking, the explanations, the blockers and the heat map need, per grid position. */
export interface Evaluation {
  grid: Grid;
  profiles: Map<string, ZoneProfile>;
  /** Over the extended grid: 1 where a meeting may start (not before `now`, within the organizer's constraints). */
  candidate: Uint8Array;
  /** Per participant, a code per extended-grid slot (see state-codes.ts); null for pending and declined people. */
  codes: (Uint8Array | null)[];
  free: Int32Array;
  ifNeedBe: Int32Array;
  busy: Int32Array;
  unknown: Int32Array;
  requiredBusy: Int32Array;
  requiredIfNeedBe: Int32Array;
  /** Required people who have not answered: the same at every slot. */
  requiredUnknown: number;
  /** Over the extended grid: required people busy or unknown. */
  requiredBlocked: Int32Array;
  /** Required people busy or unknown, if working hours did not bind calendar-only participants. */
  requiredBlockedIgnoringHours: Int32Array;
  optionalFree: Int32Array;
  unsure: Int32Array;
  worstDiscomfort: Uint8Array;
  totalDiscomfort: Int32Array;
  /** Declined people: the same at every slot. */
  declined: number;
  /** Over the window's cells: 1 where the cell is allowed and every required person is free or if-need-be. */
  cellViable: Uint8Array;
}

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

export function evaluate(input: PreparedInput): Evaluation {
  const grid = makeGrid(input.windowStart, input.windowEnd, input.step, input.duration);
  const { extendedSlotCount: slots, cellCount: cells } = grid;
  const profiles = profilesFor(input, grid);
  const candidate = candidateFlags(input, grid);
  const slotBuckets = new Int32Array(slots * BUCKETS);
  const cellBuckets = new Int32Array(cells * BUCKETS);
  const marks = createMarks(grid);
  // Per-cell codes of the participant being scanned.
  const cellScratch = new Uint8Array(grid.extendedCellCount);
  const nowhereOutside = new Uint8Array(grid.extendedCellCount);
  const outsideMasks = new Map<ZoneProfile, OutsideHours>();
  const population: Population = { pending: 0, pendingRequired: 0, declined: 0, comfortWeights: new Map() };
  const codes: (Uint8Array | null)[] = [];

  input.participants.forEach((participant, p) => {
    const { response, required } = participant.input;
    codes.push(null);
    if (response === 'declined') {
      population.declined++;
      return;
    }
    const weights = population.comfortWeights;
    weights.set(participant.profileKey, (weights.get(participant.profileKey) ?? 0) + 1);
    if (response === 'pending') {
      population.pending++;
      if (required) population.pendingRequired++;
      return;
    }
    markParticipant(marks, grid, participant.input, `participants[${p}]`);
    const keeps = participant.input.keepsWorkingHours === true;
    const hoursBind = !participant.painted && (keeps || !input.allowOutsideWorkingHours);
    const outside = hoursBind ? outsideHoursFor(profiles.get(participant.profileKey)!, outsideMasks) : null;
    const outsideCode = keeps ? BUSY : BUSY_OUTSIDE_HOURS;
    const row = new Uint8Array(slots);
    const base = required ? REQUIRED_BUCKET : 0;
    const countedCells = required ? cells : 0;
    const { hardCell, weakCell, hardSlot, weakSlot } = marks;
    if (grid.wholeSteps > 0) {
      const cellOutside = outside?.cell ?? nowhereOutside;
      scanCellsAndSlots(
        cellScratch,
        row,
        grid.wholeSteps,
        hardCell,
        weakCell,
        cellOutside,
        cellBuckets,
        countedCells,
        slotBuckets,
        base,
        outsideCode,
      );
    } else {
      const cell = outside?.cell ?? null;
      scanDiffs(cellScratch, hardCell, weakCell, cell, cellBuckets, countedCells, base, outsideCode);
      scanDiffs(row, hardSlot, weakSlot, outside?.slot ?? null, slotBuckets, slots, base, outsideCode);
    }
    codes[p] = row;
  });

  return {
    grid,
    profiles,
    candidate,
    codes,
    ...summarize(input, grid, slotBuckets, cellBuckets, population, profiles),
  };
}
