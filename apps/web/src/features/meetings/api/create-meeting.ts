import type { CreateMeetingRequest, MeetingDetailDto } from '@overlap/contracts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meetingsRequest } from './client';
import { meetingKeys } from './meeting-keys';

export const createMeeting = (request: CreateMeetingRequest) =>
  meetingsRequest<MeetingDetailDto>('POST', '/api/meetings', request);

export function useCreateMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMeeting,
    onSuccess: (meeting) => {
      queryClient.setQueryData(meetingKeys.detail(meeting.id), meeting);
      void queryClient.invalidateQueries({ queryKey: meetingKeys.list() });
    },
  });
}
