import type { RankInput, RankResult } from '@overlap/engine';
import type { Metrics } from '../../lib/metrics/metrics';

/** The same ranking, timed and sized for the metrics (the organizer counts as one of the people). */
export function timedRanking(
  rank: (input: RankInput) => Promise<RankResult>,
  metrics: Metrics,
): (input: RankInput) => Promise<RankResult> {
  if (!metrics.registry) return rank;
  return async (input) => {
    const started = performance.now();
    const result = await rank(input);
    metrics.ranking((performance.now() - started) / 1000, input.participants.length + 1);
    return result;
  };
}
