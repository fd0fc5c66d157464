import { apiPath, MEETING_API_ROUTES } from '@overlap/contracts';
import type { MeetingDetailDto } from '@overlap/contracts/schemas';
import { meetingsRequest } from './client';
import { useMeetingChange } from './use-meeting-change';

export const removeParticipant = ({ id, participantId }: { id: string; participantId: string }) =>
  meetingsRequest<MeetingDetailDto>('DELETE', apiPath(MEETING_API_ROUTES.participant, { id, participantId }));

export const useRemoveParticipant = () => useMeetingChange(removeParticipant, ({ id }) => id);
