import type { Grid } from '../grid/grid.ts';
import type { PreparedInput } from '../input/prepare-input.ts';
import { BUCKETS } from './state-codes.ts';
import { allowedFlagsCopy, type ZoneProfile } from './zone-profile.ts';

/** People whose state is the same at every slot, and how many non-declined people share each profile. */
export interface Population {
  pending: number;
  pendingRequired: number;
  declined: number;
  comfortWeights: Map<string, number>;
}

export interface Summary {
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

// Discomfort depends only on zone and working hours, so it is summed per profile, not per person.
function discomfort(count: number, population: Population, profiles: Map<string, ZoneProfile>) {
  const worst = new Uint8Array(count);
  const total = new Int32Array(count);
  for (const [key, weight] of population.comfortWeights) {
    const comfort = profiles.get(key)!.comfort;
    for (let k = 0; k < count; k++) {
      const value = comfort[k]!;
      total[k]! += weight * value;
      if (value > worst[k]!) worst[k] = value;
    }
  }
  return { worstDiscomfort: worst, totalDiscomfort: total };
}

/**
 * Bucket layout per position: optional free, if-need-be, busy-outside-hours, busy; then the same for
 * required. Cells carry required people only: the shorter-duration relaxation needs nothing else.
 */
export function summarize(
  input: PreparedInput,
  grid: Grid,
  slotBuckets: Int32Array,
  cellBuckets: Int32Array,
  population: Population,
  profiles: Map<string, ZoneProfile>,
): Summary {
  const n = grid.slotCount;
  const { pending, pendingRequired, declined } = population;
  const s: Summary = {
    free: new Int32Array(n),
    ifNeedBe: new Int32Array(n),
    busy: new Int32Array(n),
    unknown: new Int32Array(n).fill(pending),
    requiredBusy: new Int32Array(n),
    requiredIfNeedBe: new Int32Array(n),
    requiredUnknown: pendingRequired,
    requiredBlocked: new Int32Array(grid.extendedSlotCount),
    requiredBlockedIgnoringHours: new Int32Array(n),
    optionalFree: new Int32Array(n),
    unsure: new Int32Array(n),
    ...discomfort(n, population, profiles),
    declined,
    cellViable: allowedFlagsCopy(input.organizerZone, input.allowed, grid, grid.cellCount, grid.step),
  };
  for (let k = 0, b = 0; k < grid.extendedSlotCount; k++, b += BUCKETS) {
    const requiredBusy = slotBuckets[b + 6]! + slotBuckets[b + 7]!;
    s.requiredBlocked[k] = requiredBusy + pendingRequired;
    if (k >= n) continue;
    s.free[k] = slotBuckets[b]! + slotBuckets[b + 4]!;
    s.ifNeedBe[k] = slotBuckets[b + 1]! + slotBuckets[b + 5]!;
    s.busy[k] = slotBuckets[b + 2]! + slotBuckets[b + 3]! + requiredBusy;
    s.requiredBusy[k] = requiredBusy;
    s.requiredIfNeedBe[k] = slotBuckets[b + 5]!;
    s.requiredBlockedIgnoringHours[k] = slotBuckets[b + 7]! + pendingRequired;
    s.optionalFree[k] = slotBuckets[b]!;
    s.unsure[k] = s.ifNeedBe[k]! + pending;
  }
  for (let k = 0, b = 0; k < grid.cellCount; k++, b += BUCKETS) {
    if (cellBuckets[b + 6]! + cellBuckets[b + 7]! + pendingRequired > 0) s.cellViable[k] = 0;
  }
  return s;
}
