import type { APIRequestContext } from '@playwright/test';
import { seedMeeting, type SeedOptions } from './seed-meeting';

/** `seedMeeting` over the seven days from `now`'s date, with 09:00–17:00 allowed on each. */
export function seedWorkingHoursWeek(
  request: APIRequestContext,
  now: string,
  options: Omit<SeedOptions, 'now' | 'fromDay' | 'toDay' | 'allowedHours'> = {},
) {
  return seedMeeting(request, {
    now,
    fromDay: 0,
    toDay: 7,
    allowedHours: { start: '09:00', end: '17:00' },
    ...options,
  });
}
