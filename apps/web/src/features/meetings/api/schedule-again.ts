import type { ScheduleAgainDto } from '@overlap/contracts/schemas';
import { meetingsRequest } from './client';

/** A new request copied from a meeting, not sent: the organizer reviews it in the form. */
export const fetchScheduleAgain = (id: string) =>
  meetingsRequest<ScheduleAgainDto>('GET', `/api/meetings/${encodeURIComponent(id)}/schedule-again`);
