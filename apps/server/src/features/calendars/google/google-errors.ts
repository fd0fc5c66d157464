import { defaultRetryPolicy, type ProviderResponse, type RetryPolicy } from '../http/provider-http';
import { CalendarProviderError } from '../provider-error';

interface GoogleErrorBody {
  error?: { code?: number; message?: string; errors?: { domain?: string; reason?: string }[] };
}

export const rateLimitReasons = new Set(['rateLimitExceeded', 'userRateLimitExceeded', 'quotaExceeded']);

export function errorReasons(body: string): string[] {
  try {
    return ((JSON.parse(body) as GoogleErrorBody).error?.errors ?? []).map((item) => item.reason ?? '');
  } catch {
    return [];
  }
}

/** Google signals rate limits as 429 or as 403 with reason rateLimitExceeded / userRateLimitExceeded. */
export const googleRetryPolicy: RetryPolicy = (response, body) => {
  if (response.status === 403 && errorReasons(body).some((reason) => rateLimitReasons.has(reason))) {
    return { retry: true, rateLimited: true };
  }
  return defaultRetryPolicy(response, body);
};

export function googleFailure(response: ProviderResponse, what: string): CalendarProviderError {
  const reasons = errorReasons(response.body).join(', ');
  const detail = `${what}: Google answered ${response.status}${reasons ? ` (${reasons})` : ''}`;
  if (response.status === 404) return new CalendarProviderError('not-a-calendar', detail, { status: 404 });
  if (response.status === 412) return new CalendarProviderError('conflict', detail, { status: 412 });
  return new CalendarProviderError('provider-error', detail, { status: response.status });
}
