import { z } from 'zod';
import { LOCALES } from './locales';
import { quorumRuleSchema } from './quorum';

/**
 * `GET /api/meetings/:id/schedule-again`: a new request copied from a meeting (booked or not), for the
 * organizer to review and send with `POST /api/meetings`. Nothing is stored or sent until then.
 */
export const scheduleAgainResponseSchema = z
  .object({
    request: z.object({
      title: z.string(),
      description: z.string(),
      durationMinutes: z.number().int(),
      participants: z.array(
        z.object({
          email: z.string(),
          name: z.string().optional(),
          required: z.boolean(),
          locale: z.enum(LOCALES).optional(),
        }),
      ),
      windowStart: z.iso.datetime().describe('Now: the new window starts today.'),
      windowEnd: z.iso.datetime().describe('As long after now as the old window was long.'),
      allowedWeekdays: z.array(z.number().int()),
      allowedHours: z.object({ start: z.string(), end: z.string() }).nullable(),
      organizerZone: z.string(),
      deadline: z.iso.datetime().nullable().describe('As far into the new window as the old one was.'),
      location: z.string().nullable(),
      autoSchedule: z.boolean(),
      quorumRule: quorumRuleSchema,
      hideGuestList: z.boolean(),
      videoLink: z.looseObject({ kind: z.string() }),
      recurrence: z
        .looseObject({ frequency: z.enum(['weekly', 'monthly']), startDate: z.iso.date() })
        .nullable()
        .describe('The same pattern from today; a rotation is chosen again at booking.'),
    }),
  })
  .meta({
    id: 'ScheduleAgain',
    description: 'A new request with the same people and settings, not sent yet.',
  });

export type ScheduleAgainDto = z.infer<typeof scheduleAgainResponseSchema>;
