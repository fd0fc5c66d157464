import type { PersonState } from '../types.ts';

export const FREE = 0;
export const IF_NEED_BE = 1;
export const BUSY = 2;
export const UNKNOWN = 3;
/** Shown as busy; never blocks and never counts towards fairness. */
export const DECLINED = 4;

export const STATE_NAMES: readonly PersonState[] = ['free', 'if-need-be', 'busy', 'unknown', 'busy'];
