import type { ProviderResponse } from '../http/provider-http';
import { CalendarProviderError } from '../provider-error';

/** A Graph answer that is not the one expected, as our error set, with Graph's error code in the text. */
export function graphFailure(response: ProviderResponse, what: string): CalendarProviderError {
  let code = '';
  try {
    code = (JSON.parse(response.body) as { error?: { code?: string } }).error?.code ?? '';
  } catch {
    // not JSON
  }
  const detail = `${what}: Microsoft Graph answered ${response.status}${code ? ` (${code})` : ''}`;
  if (response.status === 404) return new CalendarProviderError('not-a-calendar', detail, { status: 404 });
  if (response.status === 412) return new CalendarProviderError('conflict', detail, { status: 412 });
  return new CalendarProviderError('provider-error', detail, { status: response.status });
}
