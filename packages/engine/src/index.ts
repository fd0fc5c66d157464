export { rankSlots } from './rank-slots.ts';
export { ENGINE_LIMITS } from './input/prepare-input.ts';
export { ScheduleInputError, type ScheduleInputErrorCode } from './schedule-input-error.ts';
export type * from './types.ts';
