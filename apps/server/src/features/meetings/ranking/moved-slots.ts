import { deserialize, serialize } from 'node:v8';
import type { RankedSlot, RankResult } from '@overlap/engine';
import type { RankOutcome } from '../shared';

/** A ranking's slots as they cross from the worker: serialised into one buffer of their own. */
export interface MovedSlots {
  count: number;
  bytes: Uint8Array;
}

/** An outcome as the worker hands it over (see ranking-worker.ts). */
export type MovedOutcome = Omit<RankOutcome, 'result'> & {
  result: Omit<RankResult, 'slots'> & { slots: MovedSlots };
};

/** `view` alone on a buffer of its own: a small one may share a pooled slab, which must not be moved. */
export function owned(view: Uint8Array): Uint8Array {
  return view.byteOffset === 0 && view.byteLength === view.buffer.byteLength ? view : new Uint8Array(view);
}

export function movedSlots(slots: RankedSlot[]): MovedSlots {
  return { count: slots.length, bytes: owned(serialize(slots)) };
}

/**
 * The slots again, read only when something reads one: the suggestions' body came ready-made, so a
 * request that only sends it never pays for them (each slot lists everyone: hundreds of kilobytes for
 * 100 people). Other readers (auto-schedule, holds, another heat-map form) see an ordinary array.
 */
export function slotsOnArrival({ count, bytes }: MovedSlots): RankedSlot[] {
  let read: RankedSlot[] | undefined;
  let source: Uint8Array | undefined = bytes;
  const all = () => {
    if (!read) {
      read = deserialize(source!) as RankedSlot[];
      source = undefined; // read once: the buffer need not stay beside the slots in the cache
    }
    return read;
  };
  const slots = new Array<RankedSlot>(count);
  for (let i = 0; i < count; i++)
    Object.defineProperty(slots, i, {
      enumerable: true,
      configurable: true,
      get: () => all()[i],
      set: (slot: RankedSlot) => void (all()[i] = slot),
    });
  return slots;
}

/** The worker's outcome as the main thread uses it. */
export function outcomeOnArrival(moved: MovedOutcome): RankOutcome {
  return { ...moved, result: { ...moved.result, slots: slotsOnArrival(moved.result.slots) } };
}
