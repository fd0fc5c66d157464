import { AppError } from '../../http/app-error';
import type { BusyInterval, CalendarProvider, TimeRange } from '../calendars/provider-port';

/**
 * Every calendar of the account that counts by default (not Outlook's Birthdays and Holidays), each on
 * its own: one unreadable calendar leaves the others counted.
 */
export async function readAccount(provider: CalendarProvider, window: TimeRange) {
  const calendars = (await provider.listCalendars()).filter((calendar) => !calendar.offByDefault);
  if (calendars.length === 0) {
    throw new AppError('validation_failed', 'This account has no calendars we can read.');
  }
  const intervals: BusyInterval[] = [];
  const unread: string[] = [];
  let firstError: unknown;
  for (const calendar of calendars) {
    try {
      intervals.push(...(await provider.readBusyTime([calendar.id], window)).intervals);
    } catch (error) {
      firstError ??= error;
      unread.push(calendar.name);
    }
  }
  if (unread.length === calendars.length) throw firstError;
  return { intervals, unread, calendars };
}
