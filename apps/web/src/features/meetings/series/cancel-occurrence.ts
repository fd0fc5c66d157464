import { apiPath, MEETING_API_ROUTES } from '@overlap/contracts';
import type { CancelOccurrenceRequest, MeetingDetailDto } from '@overlap/contracts/schemas';
import { meetingsRequest } from '../api/client';
import { useMeetingChange } from '../api/use-meeting-change';

export type CancelOccurrenceInput = { id: string } & Required<CancelOccurrenceRequest>;

const cancelOccurrence = ({ id, ...body }: CancelOccurrenceInput) =>
  meetingsRequest<MeetingDetailDto>('POST', apiPath(MEETING_API_ROUTES.cancelOccurrences, { id }), body);

/** Cancels one date of a booked series, or it and every later one. */
export const useCancelOccurrence = () => useMeetingChange(cancelOccurrence, ({ id }) => id);
