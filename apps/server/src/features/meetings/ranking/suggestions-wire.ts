import type { RankResult } from '@overlap/engine';
import type { SuggestionsShape } from '../shared';
import { applicableRelaxations } from './applicable-relaxations';
import { heatMapOnWire } from './heat-map-wire';
import { quorumOnWire } from './quorum-outcome';

/**
 * The suggestions response but its `now`, from a ranking and what the rows add: the one composition
 * behind every body, whether the ranking worker or the main thread encodes it.
 */
export function suggestionsOf(result: RankResult, shape: SuggestionsShape) {
  return {
    meeting: shape.meeting,
    waitingFor: shape.waitingFor,
    ranking: {
      ...result,
      heatMap: heatMapOnWire(result.heatMap, shape.form),
      relaxations: applicableRelaxations(shape.window, result.relaxations),
    },
    quorum: quorumOnWire(shape.quorumRule, result),
  };
}

export type RankingSuggestions = ReturnType<typeof suggestionsOf>;
