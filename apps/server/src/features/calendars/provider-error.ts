import { CALENDAR_FAILURES } from '@overlap/contracts/schemas';
/** The closed set of failures a calendar provider can report; adapters never throw anything else out of the port. */
export const providerErrorCodes = CALENDAR_FAILURES;

export type ProviderErrorCode = (typeof providerErrorCodes)[number];

export interface ProviderErrorDetails {
  /** HTTP status the provider answered, when there was one. */
  status?: number;
  /** Milliseconds the provider asked us to wait (Retry-After), when it said. */
  retryAfterMs?: number;
  cause?: unknown;
}

export class CalendarProviderError extends Error {
  readonly code: ProviderErrorCode;
  readonly status: number | undefined;
  readonly retryAfterMs: number | undefined;

  constructor(code: ProviderErrorCode, message: string, details: ProviderErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'CalendarProviderError';
    this.code = code;
    this.status = details.status;
    this.retryAfterMs = details.retryAfterMs;
  }
}

export function isProviderError(error: unknown, code?: ProviderErrorCode): error is CalendarProviderError {
  return error instanceof CalendarProviderError && (code === undefined || error.code === code);
}
