/**
 * Why a calendar provider refused or failed, as a closed set: the server records one, and each page puts
 * it into the reader's language.
 */
export const CALENDAR_FAILURES = [
  'needs-reconnect',
  'wrong-credentials',
  'unreachable',
  'not-caldav',
  'not-a-calendar',
  'rate-limited',
  'conflict',
  'blocked-address',
  'provider-error',
  /** A calendar or answer larger than we read (bytes as received or decoded, events, instances). */
  'too-large',
] as const;

export type CalendarFailure = (typeof CALENDAR_FAILURES)[number];
