import type { z } from 'zod';
import { cancelSchema } from './booking-schemas';

/**
 * `DELETE /api/meetings/:id`: deletes a meeting request and everything about it. A booked meeting still
 * ahead is cancelled first; `reason` goes into that cancellation e-mail.
 */
export const deleteMeetingSchema = cancelSchema;
export type DeleteMeetingRequest = z.infer<typeof deleteMeetingSchema>;

/** The answer to deleting a meeting request. */
export interface MeetingDeletedDto {
  id: string;
  deleted: true;
  /** True when it was still ahead and everyone was sent a cancellation first. */
  cancelled: boolean;
}
