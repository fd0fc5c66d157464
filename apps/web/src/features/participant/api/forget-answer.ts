import { PARTICIPANT_API_ROUTES } from '@overlap/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { participantViewKey } from './get-participant-view';
import { participantRequest } from './participant-request';

/** Deletes the guest's answer (and calendar busy times) from their link; they stay invited. */
export function useForgetAnswer(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      participantRequest<{ forgotten: true }>(PARTICIPANT_API_ROUTES.availability, token, {
        method: 'DELETE',
      }),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: participantViewKey(token) }),
  });
}
