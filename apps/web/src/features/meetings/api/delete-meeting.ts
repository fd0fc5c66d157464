import type { MeetingDeletedDto } from '@overlap/contracts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meetingsRequest } from './client';
import { meetingKeys } from './meeting-keys';

/** Deletes a request for good (one still ahead is cancelled first, with the reason in everyone's e-mail). */
export function useDeleteMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      meetingsRequest<MeetingDeletedDto>('DELETE', `/api/meetings/${encodeURIComponent(id)}`, { reason }),
    // A second try after a lost answer finds nothing and says 404: not worth repeating on its own.
    retry: false,
    onSuccess: (_done, { id }) => {
      queryClient.removeQueries({ queryKey: meetingKeys.detail(id) });
      queryClient.removeQueries({ queryKey: meetingKeys.suggestions(id) });
      void queryClient.invalidateQueries({ queryKey: meetingKeys.list() });
    },
  });
}
