import { ERROR_CATALOGUE } from '@overlap/contracts';
import type { CalendarFormInput } from '@overlap/contracts/schemas';
import { AppError } from '../../http/app-error';
import { isProviderError, type ProviderErrorCode } from '../calendars/provider-error';

/** What the person is told for each provider failure; provider details stay in the server log. */
const messages: Record<ProviderErrorCode, string> = {
  'wrong-credentials':
    'The server refused this username and password. Check them (for iCloud, use an app-specific password).',
  unreachable: 'We could not reach that server. Check the address, or try again later.',
  'not-caldav': 'That address does not look like a CalDAV server. Check the server URL.',
  'not-a-calendar': 'That address is not a calendar, or it has no calendars we can read.',
  'blocked-address': 'That address is on a local or private network, which Overlap is not allowed to reach.',
  'needs-reconnect': 'The calendar no longer accepts our access. Reconnect it to continue.',
  'rate-limited': 'The calendar provider asked us to slow down. Please try again in a few minutes.',
  conflict: 'The event was changed in the calendar at the same time. Please try again.',
  'provider-error': 'The calendar provider answered with an error. Please try again later.',
  'too-large': ERROR_CATALOGUE.CALENDAR_TOO_LARGE.message,
};

export function providerMessage(error: unknown): string {
  return isProviderError(error) ? messages[error.code] : messages['provider-error'];
}

/** The code behind a message `providerMessage` gave, so a page can say it in its reader's language. */
export function providerReasonOf(message: string | null): ProviderErrorCode | null {
  if (message === null) return null;
  const found = (Object.keys(messages) as ProviderErrorCode[]).find((code) => messages[code] === message);
  return found ?? null;
}

/** For answers to the person who is connecting: their input errors are 400s, the provider's are 503s. */
export function providerAppError(error: unknown, field?: string): AppError {
  if (!isProviderError(error)) return new AppError('unavailable', messages['provider-error']);
  const message = messages[error.code];
  switch (error.code) {
    case 'wrong-credentials':
    case 'unreachable':
    case 'not-caldav':
    case 'not-a-calendar':
    case 'blocked-address':
      return new AppError('validation_failed', message, field ? { [field]: message } : undefined);
    case 'rate-limited':
      return new AppError('rate_limited', message);
    case 'too-large':
      return new AppError('CALENDAR_TOO_LARGE', message, field ? { [field]: message } : undefined);
    case 'needs-reconnect':
      return new AppError('bad_request', message);
    default:
      return new AppError('unavailable', message);
  }
}

/** Which form field a provider failure belongs to, so the form can show it in place. */
export function formFieldOf(input: CalendarFormInput, error: unknown): string | undefined {
  if (!isProviderError(error)) return undefined;
  if (input.provider === 'ics') return 'feedUrl';
  if (error.code === 'wrong-credentials') return 'password';
  return input.provider === 'caldav' ? 'serverUrl' : undefined;
}
