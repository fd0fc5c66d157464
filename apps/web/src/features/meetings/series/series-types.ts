import type { Suggestions } from '../lib/suggestion-types';
import type { SeriesResult } from '@overlap/engine/series';

// Types only: the engine's series answer, with none of its code in the web bundle.
export type {
  RankedSeriesSlot,
  RotationShare,
  SeriesConflict,
  SeriesOccurrence,
  SeriesPerson,
  SeriesReason,
  SeriesResult,
  SeriesRotation,
  SeriesSlot,
} from '@overlap/engine/series';

/** The suggestions of a recurring meeting: `series` instead of `ranking`. */
export type SeriesSuggestions = Suggestions & { series: SeriesResult };
