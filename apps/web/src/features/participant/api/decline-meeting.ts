import type { ParticipantViewDto } from '@overlap/contracts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { participantViewKey } from './get-participant-view';
import { ParticipantApiError, participantRequest } from './participant-request';

export type DeclineBody = { note: string; timeZone: string };

export function declineMeeting(token: string, body: DeclineBody): Promise<ParticipantViewDto> {
  return participantRequest<ParticipantViewDto>('/api/participant/decline', token, { method: 'POST', body });
}

export function useDeclineMeeting(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeclineBody) => declineMeeting(token, body),
    retry: false,
    onSuccess: (view) => queryClient.setQueryData(participantViewKey(token), view),
    // A 409 means the meeting closed meanwhile: reload the view so the page shows it.
    onError: (error) => {
      if (error instanceof ParticipantApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: participantViewKey(token) });
    },
  });
}
