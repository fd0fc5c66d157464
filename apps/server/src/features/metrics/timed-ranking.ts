import type { RankInput, RankResult } from '@overlap/engine';
import type { Metrics } from '../../lib/metrics/metrics';
import { inSpan } from '../../lib/tracing/spans';

/** The same ranking in a span, timed and sized (its people, the organizer among them) for the metrics. */
export function timedRanking(
  rank: (input: RankInput) => Promise<RankResult>,
  metrics: Metrics,
): (input: RankInput) => Promise<RankResult> {
  return (input) => {
    const people = input.participants.length;
    return inSpan('ranking', { 'overlap.ranking.people': people }, async () => {
      const started = performance.now();
      const result = await rank(input);
      metrics.ranking((performance.now() - started) / 1000, people);
      return result;
    });
  };
}
