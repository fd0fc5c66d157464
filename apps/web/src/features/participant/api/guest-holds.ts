import { PARTICIPANT_API_ROUTES as ROUTES } from '@overlap/contracts';
import type { GuestHoldsDto } from '@overlap/contracts/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-request';
import { shouldRetry } from '@/lib/query-client';

const guestHoldsKey = (token: string) => ['participant', 'guest-holds', token] as const;
const withToken = (route: string, token: string) => `${route}?token=${encodeURIComponent(token)}`;

/**
 * Where the signed-in guest's own holds stand. Needs both keys: the personal link's token and the
 * session's bearer token. While they are being written it asks again, so the page follows real state.
 */
export function useGuestHolds(token: string, enabled: boolean) {
  return useQuery({
    queryKey: guestHoldsKey(token),
    queryFn: () => apiRequest<GuestHoldsDto>('GET', withToken(ROUTES.holdsOptIn, token)),
    enabled,
    retry: shouldRetry(2),
    throwOnError: false,
    refetchInterval: (query) => (query.state.data?.state === 'pending' ? 3000 : false),
  });
}

/** Opt in (PUT), opt out (DELETE) or Retry: each answers where the holds stand afterwards. */
export function useGuestHoldsChange(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: 'opt-in' | 'opt-out' | 'retry') =>
      change === 'retry'
        ? apiRequest<GuestHoldsDto>('POST', withToken(ROUTES.holdsOptInRetry, token))
        : apiRequest<GuestHoldsDto>(
            change === 'opt-in' ? 'PUT' : 'DELETE',
            withToken(ROUTES.holdsOptIn, token),
          ),
    onSuccess: (status) => queryClient.setQueryData(guestHoldsKey(token), status),
  });
}
