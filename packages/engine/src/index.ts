export { rankSlots } from './rank-slots.ts';
export { ScheduleInputError, type ScheduleInputErrorCode } from './schedule-input-error.ts';
export type * from './types.ts';
