import type { RankInput } from '@overlap/engine';
import type { Metrics } from '../../lib/metrics/metrics';
import { inSpan } from '../../lib/tracing/spans';

/** The same ranking in a span, timed and sized (its people, the organizer among them) for the metrics. */
export function timedRanking<Task extends { input: RankInput }, Outcome>(
  rank: (task: Task) => Promise<Outcome>,
  metrics: Metrics,
): (task: Task) => Promise<Outcome> {
  return (task) => {
    const people = task.input.participants.length;
    return inSpan('ranking', { 'overlap.ranking.people': people }, async () => {
      const started = performance.now();
      const outcome = await rank(task);
      metrics.ranking((performance.now() - started) / 1000, people);
      return outcome;
    });
  };
}
