import { move, transferableSymbol, valueSymbol } from 'piscina';
import type { RankTask } from '../shared';
import { movedSlots, owned, type MovedOutcome } from './moved-slots';
import { runRankTask } from './rank-task';

/**
 * Runs in a worker thread of the ranking pool. What the main thread gets is moved, not copied: the encoded
 * body (most of a ranking's bytes; the main thread only writes it out), the heat map's rows and the slots,
 * serialised into a buffer that the main thread reads only if something asks (outcomeOnArrival).
 */
export default function rankInWorker(task: RankTask) {
  const { result, body } = runRankTask(task);
  const buffers = new Set<ArrayBuffer>();
  const keep = (view: Uint8Array) => {
    if (view.buffer instanceof ArrayBuffer) buffers.add(view.buffer);
    return view;
  };
  // The engine makes one buffer per ranking for the heat map's bookable row and people's rows.
  keep(result.heatMap.bookable);
  const slots = movedSlots(result.slots);
  keep(slots.bytes);
  if (body) {
    body.opening = keep(owned(body.opening));
    if (body.deflated) body.deflated.bytes = keep(owned(body.deflated.bytes));
  }
  const moved: MovedOutcome = { ...(body && { body }), result: { ...result, slots } };
  return move({ [transferableSymbol]: [...buffers], [valueSymbol]: moved });
}
