import { API_ROUTES } from '@overlap/contracts';
import type { ReadinessResponse } from '@overlap/contracts/schemas';
import { useQuery } from '@tanstack/react-query';

/**
 * This server's readiness (database, migrations, job queue, not shutting down), for the System Health
 * card. A server that is not ready answers 503, which the card shows as such rather than as an error.
 */
export function useServerReadiness() {
  return useQuery<ReadinessResponse, Error>({
    queryKey: [API_ROUTES.ready],
    staleTime: 30_000,
    retry: false,
    throwOnError: false,
  });
}

export type ServerHealth = 'checking' | 'good' | 'not-ready';

export function serverHealthOf(readiness: ReturnType<typeof useServerReadiness>): ServerHealth {
  if (readiness.isPending && !readiness.isError) return 'checking';
  return readiness.data?.ready === true && !readiness.isError ? 'good' : 'not-ready';
}
