import { rankSlots } from '@overlap/engine';
import { rankInputSize, type PoolWork } from '../../../lib/ranking-pool/ranking-pool';
import type { RankOutcome, RankTask } from '../shared';
import { outcomeOnArrival, type MovedOutcome } from './moved-slots';
import { encodeSuggestions } from './suggestions-body';

/** Ranks, and encodes the suggestions body when the task asks for it (in a worker, or inline). */
export function runRankTask(task: RankTask): RankOutcome {
  const result = rankSlots(task.input);
  if (!task.suggestions) return { result };
  const { shape, gzip } = task.suggestions;
  return { result, body: encodeSuggestions(result, shape, gzip) };
}

const compiled = import.meta.url.endsWith('.js');

/** A meeting's ranking for the ranking pool: `ranking-worker.js` beside the compiled bundle, or the source. */
export const rankingWork: PoolWork<RankTask, RankOutcome, MovedOutcome> = {
  fromWorker: outcomeOnArrival,
  filename: new URL(compiled ? './ranking-worker.js' : './ranking-worker.ts', import.meta.url).href,
  inline: runRankTask,
  size: (task) => rankInputSize(task.input),
};
