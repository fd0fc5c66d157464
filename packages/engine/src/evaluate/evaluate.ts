import { makeGrid, type Grid } from '../grid/grid.ts';
import type { PreparedInput } from '../input/prepare-input.ts';
import { WORKING } from './comfort-codes.ts';
import { clearMarks, createMarks, markParticipant } from './mark-participant.ts';
import { BUSY, DECLINED, FREE, IF_NEED_BE, UNKNOWN } from './state-codes.ts';
import { allowedFlags, computeZoneProfile, type ZoneProfile } from './zone-profile.ts';

/** Everything the ranking, the explanations, the blockers and the heat map need, per grid position. */
export interface Evaluation {
  grid: Grid;
  profiles: Map<string, ZoneProfile>;
  /** 1 where a meeting may start: inside the window, not before `now`, within the organizer's constraints. */
  candidate: Uint8Array;
  /** Participant-major state codes: `states[p × slotCount + k]`. */
  states: Uint8Array;
  free: Int32Array;
  ifNeedBe: Int32Array;
  busy: Int32Array;
  unknown: Int32Array;
  requiredBusy: Int32Array;
  requiredUnknown: Int32Array;
  requiredIfNeedBe: Int32Array;
  /** Required people busy or unknown, if working hours did not bind calendar-only participants. */
  requiredBlockedIgnoringHours: Int32Array;
  /** Index of the last required participant busy or unknown at the slot: the only one when the count is 1. */
  lastBlocker: Int32Array;
  optionalFree: Int32Array;
  unsure: Int32Array;
  worstDiscomfort: Uint8Array;
  totalDiscomfort: Int32Array;
  /** Per participant: 1 when free or if-need-be at some candidate slot. */
  hasTime: Uint8Array;
  cellFree: Int32Array;
  cellIfNeedBe: Int32Array;
  cellBusy: Int32Array;
  cellUnknown: Int32Array;
  /** 1 where the cell is allowed and every required person is free or if-need-be. */
  cellViable: Uint8Array;
}

function candidateFlags(input: PreparedInput, grid: Grid): Uint8Array {
  const candidate = allowedFlags(input.organizerZone, input.allowed, grid, grid.slotCount, grid.duration);
  for (let k = 0; k < grid.slotCount && grid.origin + k * grid.step < input.nowMinute; k++) candidate[k] = 0;
  return candidate;
}

function profilesFor(input: PreparedInput, grid: Grid): Map<string, ZoneProfile> {
  const profiles = new Map<string, ZoneProfile>();
  for (const participant of input.participants) {
    if (!profiles.has(participant.profileKey)) {
      profiles.set(
        participant.profileKey,
        computeZoneProfile(participant.input.zone, participant.weekly, grid),
      );
    }
  }
  return profiles;
}

function stateOf(response: string, hard: number, weak: number, outsideHours: boolean): number {
  if (response === 'pending') return UNKNOWN;
  if (response === 'declined') return DECLINED;
  return hard > 0 || outsideHours ? BUSY : weak > 0 ? IF_NEED_BE : FREE;
}

export function evaluate(input: PreparedInput, windowEnd = input.windowEnd): Evaluation {
  const grid = makeGrid(input.windowStart, windowEnd, input.step, input.duration);
  const { slotCount: n, cellCount: c } = grid;
  const participantCount = input.participants.length;
  const profiles = profilesFor(input, grid);
  const candidate = candidateFlags(input, grid);
  const cellAllowed = allowedFlags(input.organizerZone, input.allowed, grid, c, grid.step);
  const e: Evaluation = {
    grid,
    profiles,
    candidate,
    states: new Uint8Array(participantCount * n),
    free: new Int32Array(n),
    ifNeedBe: new Int32Array(n),
    busy: new Int32Array(n),
    unknown: new Int32Array(n),
    requiredBusy: new Int32Array(n),
    requiredUnknown: new Int32Array(n),
    requiredIfNeedBe: new Int32Array(n),
    requiredBlockedIgnoringHours: new Int32Array(n),
    lastBlocker: new Int32Array(n).fill(-1),
    optionalFree: new Int32Array(n),
    unsure: new Int32Array(n),
    worstDiscomfort: new Uint8Array(n),
    totalDiscomfort: new Int32Array(n),
    hasTime: new Uint8Array(participantCount),
    cellFree: new Int32Array(c),
    cellIfNeedBe: new Int32Array(c),
    cellBusy: new Int32Array(c),
    cellUnknown: new Int32Array(c),
    cellViable: new Uint8Array(c),
  };
  const cellRequiredBlocked = new Int32Array(c);
  const marks = createMarks(grid);

  input.participants.forEach((participant, p) => {
    const { response, required } = participant.input;
    clearMarks(marks);
    if (response === 'answered') markParticipant(marks, grid, participant.input, `participants[${p}]`);
    const profile = profiles.get(participant.profileKey)!;
    const hoursBind = response === 'answered' && !participant.painted && !input.allowOutsideWorkingHours;
    const { hardSlot, weakSlot, hardCell, weakCell } = marks;
    const { comfort } = profile;
    const rowOffset = p * n;
    let hard = 0;
    let weak = 0;
    for (let k = 0; k < n; k++) {
      hard += hardSlot[k]!;
      weak += weakSlot[k]!;
      const discomfort = comfort[k]!;
      const state = stateOf(response, hard, weak, hoursBind && discomfort !== WORKING);
      e.states[rowOffset + k] = state;
      if (state === DECLINED) {
        e.busy[k]!++;
        continue;
      }
      if (state === FREE) e.free[k]!++;
      else if (state === BUSY) e.busy[k]!++;
      else {
        e.unsure[k]!++;
        if (state === IF_NEED_BE) e.ifNeedBe[k]!++;
        else e.unknown[k]!++;
      }
      e.totalDiscomfort[k]! += discomfort;
      if (discomfort > e.worstDiscomfort[k]!) e.worstDiscomfort[k] = discomfort;
      if (!required) {
        if (state === FREE) e.optionalFree[k]!++;
        continue;
      }
      if (state === BUSY || state === UNKNOWN) {
        if (state === BUSY) e.requiredBusy[k]!++;
        else e.requiredUnknown[k]!++;
        e.lastBlocker[k] = p;
      } else {
        if (state === IF_NEED_BE) e.requiredIfNeedBe[k]!++;
        if (candidate[k] === 1) e.hasTime[p] = 1;
      }
      const ignoringHours = stateOf(response, hard, weak, false);
      if (ignoringHours === BUSY || ignoringHours === UNKNOWN) e.requiredBlockedIgnoringHours[k]!++;
    }

    const { cellOutside } = profile;
    hard = 0;
    weak = 0;
    for (let k = 0; k < c; k++) {
      hard += hardCell[k]!;
      weak += weakCell[k]!;
      const state = stateOf(response, hard, weak, hoursBind && cellOutside[k] === 1);
      if (state === FREE) e.cellFree[k]!++;
      else if (state === IF_NEED_BE) e.cellIfNeedBe[k]!++;
      else if (state === UNKNOWN) e.cellUnknown[k]!++;
      else e.cellBusy[k]!++;
      if (required && (state === BUSY || state === UNKNOWN)) cellRequiredBlocked[k]!++;
    }
  });

  for (let k = 0; k < c; k++) e.cellViable[k] = cellAllowed[k] === 1 && cellRequiredBlocked[k] === 0 ? 1 : 0;
  return e;
}
