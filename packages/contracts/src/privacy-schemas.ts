import { z } from 'zod';
import { cancelSchema } from './booking-schemas';
import { textField } from './text-field';

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

/**
 * `DELETE /api/me` (yourself) and `DELETE /api/admin/users/:id` (an admin): the account's e-mail
 * address, typed again to confirm.
 */
export const deleteAccountSchema = z.object(
  { email: textField('E-mail', 'Type the account’s e-mail address to confirm.').max(320) },
  { error: 'Request body must be a JSON object' },
);
export type DeleteAccountRequest = z.infer<typeof deleteAccountSchema>;

/** The answer to deleting an account: what went, and what each calendar provider was asked. */
export interface AccountDeletedDto {
  deleted: true;
  email: string;
  meetingsDeleted: number;
  /** Meetings still ahead, whose people were sent a cancellation first. */
  meetingsCancelled: number;
  connections: {
    provider: string;
    account: string;
    /**
     * `not-supported`: Overlap cannot withdraw it there (a feed, a CalDAV or iCloud password, a
     * Microsoft grant); `message` then says where the person can.
     */
    outcome: 'revoked' | 'not-supported' | 'failed';
    message?: string;
  }[];
}
