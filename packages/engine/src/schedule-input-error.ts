export type ScheduleInputErrorCode =
  | 'invalid-window'
  | 'invalid-duration'
  | 'invalid-step'
  | 'invalid-now'
  | 'invalid-limit'
  | 'invalid-focus'
  | 'invalid-zone'
  | 'invalid-clock-time'
  | 'invalid-weekday'
  | 'invalid-interval'
  | 'duplicate-participant'
  | 'invalid-participants'
  | 'no-participants'
  | 'grid-too-large'
  | 'invalid-recurrence'
  | 'series-too-long';

/** Thrown by `rankSlots` for input it cannot interpret; `code` is stable, `message` names the field. */
export class ScheduleInputError extends Error {
  readonly code: ScheduleInputErrorCode;

  constructor(code: ScheduleInputErrorCode, message: string) {
    super(message);
    this.name = 'ScheduleInputError';
    this.code = code;
  }
}
