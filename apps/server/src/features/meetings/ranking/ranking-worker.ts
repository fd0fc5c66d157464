import { move, transferableSymbol, valueSymbol } from 'piscina';
import type { RankOutcome, RankTask } from '../shared';
import { runRankTask } from './rank-task';

/** `view` alone on a buffer of its own: a small one may share a pooled slab, which must not be moved. */
function owned(view: Uint8Array): Uint8Array {
  return view.byteOffset === 0 && view.byteLength === view.buffer.byteLength ? view : new Uint8Array(view);
}

/**
 * Runs in a worker thread of the ranking pool. The heat map's rows and the encoded body are moved to the
 * main thread, not copied: the body is most of a ranking's bytes, and the main thread only writes it out.
 */
export default function rankInWorker(task: RankTask) {
  const outcome: RankOutcome = runRankTask(task);
  const buffers = new Set<ArrayBuffer>();
  const keep = (view: Uint8Array) => {
    if (view.buffer instanceof ArrayBuffer) buffers.add(view.buffer);
    return view;
  };
  // The engine makes one buffer per ranking for the heat map's bookable row and people's rows.
  keep(outcome.result.heatMap.bookable);
  if (outcome.body) {
    outcome.body.opening = keep(owned(outcome.body.opening));
    if (outcome.body.deflated) outcome.body.deflated.bytes = keep(owned(outcome.body.deflated.bytes));
  }
  return move({ [transferableSymbol]: [...buffers], [valueSymbol]: outcome });
}
