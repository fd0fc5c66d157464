import { BUSY, BUSY_OUTSIDE_HOURS, FREE, IF_NEED_BE } from '../evaluate/state-codes.ts';

// A person's state at one occurrence: the engine's state codes, then the two that hold everywhere.
export { BUSY, BUSY_OUTSIDE_HOURS, FREE, IF_NEED_BE };
export const UNKNOWN = 4;
export const DECLINED = 5;

/** The heat map's letters, by code. */
export const CODE_LETTERS = 'fibbud';
