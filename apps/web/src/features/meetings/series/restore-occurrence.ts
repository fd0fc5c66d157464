import { apiPath, MEETING_API_ROUTES } from '@overlap/contracts';
import type { MeetingDetailDto, RestoreOccurrenceRequest } from '@overlap/contracts/schemas';
import { meetingsRequest } from '../api/client';
import { useMeetingChange } from '../api/use-meeting-change';

export type RestoreOccurrenceInput = { id: string } & RestoreOccurrenceRequest;

const restoreOccurrence = ({ id, ...body }: RestoreOccurrenceInput) =>
  meetingsRequest<MeetingDetailDto>('POST', apiPath(MEETING_API_ROUTES.restoreOccurrence, { id }), body);

/** Puts a cancelled date of a booked series back on. */
export const useRestoreOccurrence = () => useMeetingChange(restoreOccurrence, ({ id }) => id);
