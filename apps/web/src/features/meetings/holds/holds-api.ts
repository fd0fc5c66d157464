import type { MeetingHoldsDto } from '@overlap/contracts/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { meetingsRequest } from '../api/client';

const holdsPath = (id: string) => `/api/meetings/${encodeURIComponent(id)}/holds`;
export const holdsKey = (id: string) => [`/api/meetings/${id}/holds`] as const;

/** Where the meeting's holds stand; read again every few seconds while they are being written. */
export const useMeetingHolds = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: holdsKey(id),
    queryFn: () => meetingsRequest<MeetingHoldsDto>('GET', holdsPath(id)),
    enabled,
    refetchInterval: (query) => (query.state.data?.state === 'pending' ? 3_000 : 60_000),
    throwOnError: false,
  });

/** Writes the holds again now; the answer is where they stand afterwards. */
export function useRetryHolds(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => meetingsRequest<MeetingHoldsDto>('POST', `${holdsPath(id)}/retry`, {}),
    onSuccess: (holds) => queryClient.setQueryData(holdsKey(id), holds),
  });
}
