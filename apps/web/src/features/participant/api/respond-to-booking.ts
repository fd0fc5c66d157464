import { PARTICIPANT_API_ROUTES } from '@overlap/contracts';
import type { BookedResponseRequest, ParticipantViewDto } from '@overlap/contracts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { participantViewKey } from './get-participant-view';
import { participantRequest } from './participant-request';

/** A guest's own answer to the booked meeting; `declined` is "I can't make it after all". */
export function respondToBooking(token: string, body: BookedResponseRequest): Promise<ParticipantViewDto> {
  return participantRequest<ParticipantViewDto>(PARTICIPANT_API_ROUTES.bookedResponse, token, {
    method: 'POST',
    body,
  });
}

export function useRespondToBooking(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookedResponseRequest) => respondToBooking(token, body),
    retry: false,
    onSuccess: (view) => queryClient.setQueryData(participantViewKey(token), view),
    // The meeting may have moved or closed meanwhile: show what it is now.
    onError: () => void queryClient.invalidateQueries({ queryKey: participantViewKey(token) }),
  });
}
