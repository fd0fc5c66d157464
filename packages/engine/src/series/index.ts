export { rankSeries, evaluateSeriesSlot } from './rank-series.ts';
export { seriesReasonText, shortDate } from './reason-text.ts';
export { SERIES_LIMITS } from './recurrence.ts';
export type * from './series-types.ts';
export { typicalWeekOf } from './typical-week.ts';
export { seriesOccurrenceDates } from './occurrence-dates.ts';
export { seriesWindowOf } from './series-window.ts';
