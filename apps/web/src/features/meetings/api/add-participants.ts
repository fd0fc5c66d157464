import { apiPath, MEETING_API_ROUTES } from '@overlap/contracts';
import type { AddParticipantsRequest, MeetingDetailDto } from '@overlap/contracts/schemas';
import { meetingsRequest } from './client';
import { useMeetingChange } from './use-meeting-change';

export const addParticipants = ({ id, participants }: { id: string } & AddParticipantsRequest) =>
  meetingsRequest<MeetingDetailDto>('POST', apiPath(MEETING_API_ROUTES.participants, { id }), {
    participants,
  });

export const useAddParticipants = () => useMeetingChange(addParticipants, ({ id }) => id);
