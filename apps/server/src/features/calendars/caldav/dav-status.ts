import { CalendarProviderError } from '../provider-error';

/** Maps a CalDAV server's HTTP status to our error set; `afterConnect` turns a 401 into needs-reconnect. */
export function davStatusError(status: number, what: string, afterConnect = true): CalendarProviderError {
  if (status === 401) {
    return afterConnect
      ? new CalendarProviderError(
          'needs-reconnect',
          `The CalDAV server no longer accepts the password (${what})`,
          { status },
        )
      : new CalendarProviderError(
          'wrong-credentials',
          `The CalDAV server refused the user name or password (${what})`,
          { status },
        );
  }
  if (status === 412)
    return new CalendarProviderError('conflict', `The event changed on the server (${what})`, { status });
  if (status === 429 || status === 503)
    return new CalendarProviderError('rate-limited', `The CalDAV server is busy (${what})`, { status });
  if (status === 404 || status === 405)
    return new CalendarProviderError('not-a-calendar', `Not a calendar (${what})`, { status });
  return new CalendarProviderError('provider-error', `The CalDAV server answered ${status} (${what})`, {
    status,
  });
}

/** tsdav returns multistatus bodies already parsed; text values may come as strings or `{ _cdata }` / `{ _text }`. */
export function davText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (value && typeof value === 'object') {
    const record = value as { _cdata?: unknown; _text?: unknown };
    if (typeof record._cdata === 'string') return record._cdata;
    if (typeof record._text === 'string' || typeof record._text === 'number') return String(record._text);
  }
  return undefined;
}

export function basicAuthorization(username: string, password: string): string {
  return `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}`;
}
