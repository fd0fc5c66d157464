import type { AvailabilityRequest, ParticipantViewDto, WorkingHours } from '@overlap/contracts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { participantViewKey } from './get-participant-view';
import { ParticipantApiError, participantRequest } from './participant-request';

/** Working hours go only when the guest changed them: otherwise the ones stored (or their account's) stay. */
export type SaveAvailabilityBody = Required<Omit<AvailabilityRequest, 'workingHours'>> & {
  workingHours?: WorkingHours;
};

export function saveAvailability(token: string, body: SaveAvailabilityBody): Promise<ParticipantViewDto> {
  return participantRequest<ParticipantViewDto>('/api/participant/availability', token, {
    method: 'PUT',
    body,
  });
}

export function useSaveAvailability(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveAvailabilityBody) => saveAvailability(token, body),
    // The participant sees the outcome and can press the button again.
    retry: false,
    onSuccess: (view) => queryClient.setQueryData(participantViewKey(token), view),
    // A 409 means the meeting closed meanwhile: reload the view so the page shows it.
    onError: (error) => {
      if (error instanceof ParticipantApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: participantViewKey(token) });
    },
  });
}
