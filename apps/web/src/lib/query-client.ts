import { MutationCache, QueryClient } from '@tanstack/react-query';
import { isAuthenticationError } from '@/components/errors/error-messages';
import { toast } from '@/components/ui/toast-store';
import { defaultQueryFn } from './api-request';
import { localErrorText } from './errors/error-texts';
import { HttpError } from './http-error';

export { HttpError };
export const SERVER_ERROR_TEXT = 'A server error occurred. Please try again.';

const FIVE_MINUTES = 5 * 60 * 1000;

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
    mutationCache: new MutationCache({
      onError: (error) => {
        if (error instanceof HttpError && error.status >= 500) {
          toast({ title: localErrorText(SERVER_ERROR_TEXT), variant: 'destructive' });
        }
      },
    }),
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: FIVE_MINUTES,
        // Where there is no window (the build's prerender), a collection timer would keep the process
        // alive for five minutes after the pages are written.
        gcTime: typeof window === 'undefined' ? Number.POSITIVE_INFINITY : FIVE_MINUTES,
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
        retry: shouldRetry(3),
        throwOnError: (error) => !(error instanceof HttpError && error.status === 404),
      },
      mutations: { retry: shouldRetry(2) },
    },
  });
}
