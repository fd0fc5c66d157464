import { CalendarProviderError } from '../provider-error';

/**
 * What one calendar may make us do. Generous for real calendars (a busy person's feed holds a few
 * thousand events and a few hundred instances a month) and far below what exhausts the server.
 */
export const calendarLimits = {
  /** VEVENTs in one calendar file or CalDAV object. */
  maxEvents: 20_000,
  /** Busy intervals one call may produce inside the asked window, all series together. */
  maxInstancesInWindow: 50_000,
};

export function calendarTooLarge(what: string): CalendarProviderError {
  return new CalendarProviderError('too-large', `The calendar is too large to read (${what})`);
}
