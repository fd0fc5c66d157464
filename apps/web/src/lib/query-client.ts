import { QueryClient } from '@tanstack/react-query';
import { isAuthenticationError } from '@/components/errors/error-messages';

const FIVE_MINUTES = 5 * 60 * 1000;

/** An error that carries the HTTP status of the answer that caused it. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

function isClientError(error: unknown): boolean {
  return error instanceof HttpError && error.status >= 400 && error.status < 500;
}

/** Retries transient failures only: never a 401, another 4xx, or an authentication error (spec §9). */
export function shouldRetry(maxRetries: number) {
  return (failureCount: number, error: unknown) =>
    failureCount < maxRetries && !isClientError(error) && !isAuthenticationError(error);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FIVE_MINUTES,
        gcTime: FIVE_MINUTES,
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
        retry: shouldRetry(3),
        throwOnError: (error) => !(error instanceof HttpError && error.status === 404),
      },
      mutations: { retry: shouldRetry(2) },
    },
  });
}
