import { ScheduleInputError } from '../schedule-input-error.ts';
import { compareCandidates, evaluateSeries } from './evaluate-series.ts';
import { explainCandidate } from './explain-series.ts';
import { prepareSeries } from './prepare-series.ts';
import { findRotations } from './rotation.ts';
import type { RankedSeriesSlot, SeriesInput, SeriesResult, SeriesSlot } from './series-types.ts';
import { variedSeries } from './varied-series.ts';

/**
 * Ranks the weekly slots of a recurring meeting: every occurrence of every candidate slot, in each
 * person's own zone, across DST changes. The slots are varied like `rankSlots`' (none overlaps another,
 * other weekdays and times of day first among equals). Pure, like `rankSlots`.
 * @throws ScheduleInputError for input it cannot interpret or a series beyond the limits.
 */
export function rankSeries(input: SeriesInput): SeriesResult {
  const prepared = prepareSeries(input);
  const ranked = evaluateSeries(prepared).sort(compareCandidates);
  return {
    slots: variedSeries(ranked, prepared.limit, prepared.duration).map((candidate, i) =>
      explainCandidate(prepared, candidate, i + 1),
    ),
    candidateCount: ranked.length,
    rotations: findRotations(prepared, ranked),
  };
}

/**
 * One weekly slot evaluated on its own, whatever the organizer's allowed hours: what the organizer
 * sees after choosing it or skipping occurrences (`recurrence.skip`). Its `rank` is 1.
 */
export function evaluateSeriesSlot(input: SeriesInput, slot: SeriesSlot): RankedSeriesSlot {
  const prepared = prepareSeries(input, slot);
  const [candidate] = evaluateSeries(prepared);
  if (!candidate) throw new ScheduleInputError('invalid-weekday', 'slot: no such weekly slot');
  return explainCandidate(prepared, candidate, 1);
}
