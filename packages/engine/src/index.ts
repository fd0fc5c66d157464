export { rankSlots } from './rank-slots.ts';
export { intervalCount, isPacked, packIntervals, unpackIntervals } from './input/packed-intervals.ts';
export { ENGINE_LIMITS } from './input/prepare-input.ts';
export { ScheduleInputError, type ScheduleInputErrorCode } from './schedule-input-error.ts';
export type * from './types.ts';
