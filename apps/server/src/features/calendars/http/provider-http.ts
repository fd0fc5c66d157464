import { CalendarProviderError } from '../provider-error';
import type { ProviderCallOptions } from '../provider-port';
import { defaultMaxResponseBytes, readCappedText } from './capped-body';
import { parseRetryAfter } from './retry-after';

export interface ProviderHttpOptions extends ProviderCallOptions {
  /** Defaults to the global fetch: OAuth providers' URLs come from configuration, not from users. */
  fetch?: typeof fetch;
  /** Injected so tests need not sleep for real. */
  sleep?: (ms: number) => Promise<void>;
  /** Cap on one answer's decoded body. */
  maxResponseBytes?: number;
}

export interface RetryDecision {
  retry: boolean;
  /** Rate limiting (as opposed to an outage): surfaces as `rate-limited` when retries run out. */
  rateLimited: boolean;
}

/** 429 and 503 are retried everywhere; a provider may add its own cases (Google's 403 rateLimitExceeded). */
export type RetryPolicy = (response: Response, body: string) => RetryDecision;

export const defaultRetryPolicy: RetryPolicy = (response) => ({
  retry:
    response.status === 429 || response.status === 503 || response.status === 502 || response.status === 504,
  rateLimited: response.status === 429,
});

const defaults = { timeoutMs: 15_000, maxAttempts: 4, maxRetryWaitMs: 30_000 };

export interface ProviderResponse {
  status: number;
  headers: Headers;
  body: string;
}

/**
 * One provider call: a timeout on every attempt, retries with exponential backoff and jitter, and the
 * provider's Retry-After honoured (a wait longer than we are willing to spend inside one call is
 * reported as `rate-limited` with the wait, for the caller to schedule). Answers non-retryable statuses
 * as they are; the adapter decides what they mean.
 */
export async function providerRequest(
  url: string,
  init: RequestInit,
  options: ProviderHttpOptions = {},
  policy: RetryPolicy = defaultRetryPolicy,
): Promise<ProviderResponse> {
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? defaults.timeoutMs;
  const maxAttempts = options.maxAttempts ?? defaults.maxAttempts;
  const maxRetryWaitMs = options.maxRetryWaitMs ?? defaults.maxRetryWaitMs;
  const host = new URL(url).host;

  for (let attempt = 1; ; attempt++) {
    const backoff = Math.min(8_000, 250 * 2 ** (attempt - 1)) * (0.5 + Math.random() / 2);
    let response: Response;
    let body: string;
    try {
      response = await doFetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      body = await readCappedText(response, options.maxResponseBytes ?? defaultMaxResponseBytes, host);
    } catch (error) {
      if (error instanceof CalendarProviderError) throw error;
      if (attempt < maxAttempts) {
        await sleep(backoff);
        continue;
      }
      const timedOut = (error as Error).name === 'TimeoutError';
      throw new CalendarProviderError(
        'unreachable',
        timedOut ? `${host} did not answer within ${timeoutMs} ms` : `Could not reach ${host}`,
        { cause: error },
      );
    }
    const decision = policy(response, body);
    if (!decision.retry) return { status: response.status, headers: response.headers, body };
    const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), now());
    const wait = retryAfterMs ?? backoff;
    if (attempt >= maxAttempts || wait > maxRetryWaitMs) {
      throw new CalendarProviderError(
        decision.rateLimited ? 'rate-limited' : 'provider-error',
        decision.rateLimited ? `${host} is rate limiting us` : `${host} answered ${response.status}`,
        { status: response.status, ...(retryAfterMs !== undefined ? { retryAfterMs } : {}) },
      );
    }
    await sleep(wait);
  }
}

export function parseJson<T>(response: ProviderResponse, what: string): T {
  try {
    return JSON.parse(response.body) as T;
  } catch (error) {
    throw new CalendarProviderError('provider-error', `${what}: the answer was not JSON`, {
      status: response.status,
      cause: error,
    });
  }
}
