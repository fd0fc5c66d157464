import { z } from 'zod';
import { MEETING_LIMITS } from './meeting-limits';
import { localDateDay } from './recurrence';
import { textField } from './text-field';

export const bookSchema = z.object(
  { start: z.number({ error: 'Choose a slot' }).int() },
  { error: 'Request body must be a JSON object' },
);

/**
 * `POST /api/meetings/:id/reschedule`: move a booked meeting to `start` (epoch ms). `sequence` is the
 * SEQUENCE the organizer saw: when the meeting moved meanwhile the request is refused instead of moving it
 * twice. Repeating the same move answers like the first one.
 */
export const rescheduleSchema = z.object(
  {
    start: z.number({ error: 'Choose a new time' }).int('Choose a new time'),
    sequence: z.number({ error: 'Sequence must be a number' }).int().min(0).optional(),
  },
  { error: 'Request body must be a JSON object' },
);
export type RescheduleRequest = z.infer<typeof rescheduleSchema>;

/** Goes into e-mails and calendar CANCELs, so control characters are refused like in every text field. */
const cancelReason = textField('Reason')
  .trim()
  .max(MEETING_LIMITS.noteMax, `The reason must be at most ${MEETING_LIMITS.noteMax} characters`)
  .default('');

/** `POST /api/meetings/:id/cancel`: the reason goes into every person's e-mail and the CANCEL. */
export const cancelSchema = z.object(
  {
    reason: cancelReason,
  },
  { error: 'Request body must be a JSON object' },
);
export type CancelRequest = z.infer<typeof cancelSchema>;

/**
 * `POST /api/meetings/:id/occurrences/cancel`: cancel one occurrence of a booked series (`scope`
 * `this`, an iTIP CANCEL with RECURRENCE-ID) or it and every later one (`following`, the series gets a
 * new UNTIL). `date` is the occurrence's local date in the organizer's zone.
 */
export const cancelOccurrenceSchema = z.strictObject(
  {
    date: z
      .string({ error: 'Choose the date of an occurrence (YYYY-MM-DD)' })
      .refine((v) => localDateDay(v) !== null, 'Choose the date of an occurrence (YYYY-MM-DD)'),
    scope: z
      .enum(['this', 'following'], { error: 'Cancel "this" occurrence or all "following"' })
      .default('this'),
    reason: cancelReason,
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? 'Send a date, a scope and a reason only'
        : 'Request body must be a JSON object',
  },
);
export type CancelOccurrenceRequest = z.input<typeof cancelOccurrenceSchema>;

/**
 * `POST /api/meetings/:id/occurrences/restore`: put one cancelled (skipped) date of a booked series back
 * on; everyone gets the REQUEST without that EXDATE. Dates cut off by a cancel of "this and following"
 * are past the series' end, not skipped: they come back by a later last date (`seriesUntil`).
 */
export const restoreOccurrenceSchema = z.strictObject(
  {
    date: z
      .string({ error: 'Choose the date of a cancelled occurrence (YYYY-MM-DD)' })
      .refine((v) => localDateDay(v) !== null, 'Choose the date of a cancelled occurrence (YYYY-MM-DD)'),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? 'Send a date only' : 'Request body must be a JSON object',
  },
);
export type RestoreOccurrenceRequest = z.infer<typeof restoreOccurrenceSchema>;
