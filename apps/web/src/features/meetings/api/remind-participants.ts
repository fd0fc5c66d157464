import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meetingsRequest } from './client';
import { meetingKeys } from './meeting-keys';

export const remindParticipants = (id: string) =>
  meetingsRequest<{ reminded: number }>('POST', `/api/meetings/${encodeURIComponent(id)}/remind`, {});

export function useRemindParticipants() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: remindParticipants,
    onSuccess: (_data, id) => queryClient.invalidateQueries({ queryKey: meetingKeys.suggestions(id) }),
  });
}
