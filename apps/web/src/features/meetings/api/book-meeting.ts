import type { MeetingDto } from '@overlap/contracts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meetingsRequest } from './client';
import { meetingKeys } from './meeting-keys';

export const bookMeeting = ({ id, start }: { id: string; start: number }) =>
  meetingsRequest<MeetingDto>('POST', `/api/meetings/${encodeURIComponent(id)}/book`, { start });

export function useBookMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookMeeting,
    // Booking is idempotent on the server, so a retried request cannot book twice.
    onSettled: (_data, _error, { id }) => {
      void queryClient.invalidateQueries({ queryKey: meetingKeys.list() });
      void queryClient.invalidateQueries({ queryKey: meetingKeys.detail(id) });
    },
  });
}
