import type { PersonState } from '../types.ts';

// Per-position codes of an answered participant, in order of precedence: a span takes the highest
// code of the cells it covers.
export const FREE = 0;
export const IF_NEED_BE = 1;
/** Busy only because a calendar-only participant is outside working hours. */
export const BUSY_OUTSIDE_HOURS = 2;
export const BUSY = 3;

export const CODE_STATES: readonly PersonState[] = ['free', 'if-need-be', 'busy', 'busy'];

/** Aggregation buckets per slot: codes of optional people, then codes of required people. */
export const BUCKETS = 8;
export const REQUIRED_BUCKET = 4;
