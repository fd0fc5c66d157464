import type { MeetingDetailDto, RotationSlotDto } from '@overlap/contracts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meetingsRequest } from './client';
import { meetingKeys } from './meeting-keys';

export const bookRotation = ({ id, slots }: { id: string; slots: RotationSlotDto[] }) =>
  meetingsRequest<MeetingDetailDto>('POST', `/api/meetings/${encodeURIComponent(id)}/book-rotation`, {
    slots,
  });

export function useBookRotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookRotation,
    // The same rotation booked again gets the same answer, so a retried request cannot book twice.
    onSettled: (_data, _error, { id }) => {
      void queryClient.invalidateQueries({ queryKey: meetingKeys.list() });
      void queryClient.invalidateQueries({ queryKey: meetingKeys.detail(id) });
    },
  });
}
