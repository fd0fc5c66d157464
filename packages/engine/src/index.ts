export { rankSlots } from './rank-slots.ts';
export { bookableLetters, packedCodeAt, stateLetters } from './outcome/heat-map-letters.ts';
export { intervalCount, isPacked, packIntervals, unpackIntervals } from './input/packed-intervals.ts';
export { ENGINE_LIMITS } from './input/prepare-input.ts';
export { ScheduleInputError, type ScheduleInputErrorCode } from './schedule-input-error.ts';
export {
  rankSeries,
  evaluateSeriesSlot,
  seriesReasonText,
  typicalWeekOf,
  seriesOccurrenceDates,
  SERIES_LIMITS,
} from './series/index.ts';
export type * from './types.ts';
export type * from './series/series-types.ts';
export { checkRule, meetsRule, mostFreeOf, tallyOf, type RuleOutcome } from './quorum/index.ts';
export type * from './quorum/quorum-types.ts';
