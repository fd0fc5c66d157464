import type { ParticipantViewDto } from '@overlap/contracts/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { shouldRetry } from '@/lib/query-client';
import { takeEarlyView, takePrimedView } from './early-view';
import { participantRequest, readParticipantAnswer } from './participant-request';

export const participantViewKey = (token: string) => ['participant', 'view', token] as const;

export async function getParticipantView(token: string, signal?: AbortSignal): Promise<ParticipantViewDto> {
  const early = await takeEarlyView(token);
  if (early) return readParticipantAnswer<ParticipantViewDto>(early);
  return participantRequest<ParticipantViewDto>('/api/participant/meeting', token, { method: 'GET', signal });
}

export function participantViewQueryOptions(token: string) {
  return queryOptions({
    queryKey: participantViewKey(token),
    queryFn: ({ signal }) => getParticipantView(token, signal),
    // The meeting read before the first render (primeEarlyView), so that render shows it at once.
    initialData: () => takePrimedView(token),
    // The page shows every failure itself (an expired link is an ordinary outcome, not a crash).
    throwOnError: false,
    retry: shouldRetry(2),
    staleTime: 30_000,
  });
}

export function useParticipantView(token: string) {
  return useQuery(participantViewQueryOptions(token));
}
