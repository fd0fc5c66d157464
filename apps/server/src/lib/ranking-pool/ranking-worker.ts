import { rankSlots, type RankInput, type RankResult } from '@overlap/engine';
import { lowerThisThreadsPriority } from './lower-thread-priority';

lowerThisThreadsPriority(10);

/** Runs in a worker thread of the ranking pool: the engine is pure, so the input and result simply cross. */
export default function rankInWorker(input: RankInput): RankResult {
  return rankSlots(input);
}
