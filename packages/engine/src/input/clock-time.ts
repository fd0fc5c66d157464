import { ScheduleInputError } from '../schedule-input-error.ts';

const CLOCK = /^(\d{2}):(\d{2})$/;

/** Minutes since local midnight for `HH:MM`; `24:00` is 1440. */
export function parseClockTime(value: string, field: string): number {
  const match = CLOCK.exec(value);
  const minutes = match ? Number(match[1]) * 60 + Number(match[2]) : NaN;
  if (!match || Number(match[2]) > 59 || minutes > 1440) {
    throw new ScheduleInputError('invalid-clock-time', `${field}: expected HH:MM, got "${value}"`);
  }
  return minutes;
}
