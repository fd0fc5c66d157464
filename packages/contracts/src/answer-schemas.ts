import { z } from 'zod';
import { MEETING_LIMITS } from './meeting-limits';
import { workingHoursSchema } from './settings';
import { textField } from './text-field';

export const intervalSchema = z
  .object({ start: z.number().int(), end: z.number().int() })
  .refine((i) => i.end > i.start, 'Each interval must end after it starts');
export type IntervalDto = z.infer<typeof intervalSchema>;

const intervals = (label: string) =>
  z
    .array(intervalSchema, { error: `${label} must be a list of intervals` })
    .max(
      MEETING_LIMITS.intervalsMax,
      `At most ${MEETING_LIMITS.intervalsMax} ${label.toLowerCase()} intervals`,
    )
    .default([]);

/** `PUT /api/participant/availability?token=…`: what the participant painted and/or read from a calendar. */
export function availabilitySchema(isValidTimeZone: (zone: string) => boolean) {
  return z.object(
    {
      timeZone: z
        .string({ error: 'Time zone must be text' })
        .refine(isValidTimeZone, 'Choose a time zone from the list'),
      painted: z.boolean({ error: 'Say whether the grid was painted' }),
      available: intervals('Available'),
      ifNeedBe: intervals('If-need-be'),
      busy: intervals('Busy'),
      tentative: intervals('Tentative'),
      /**
       * The hours a calendar-only answer counts as free in (outside busy times), in `timeZone`; absent:
       * the ones given before, else the account's, else Mon–Fri 09:00–17:00.
       */
      workingHours: workingHoursSchema
        // A week of days off would read as the default week in the engine: say so instead.
        .refine(
          (week) => Object.values(week).some((ranges) => ranges.length > 0),
          'Give at least one working time, or paint your times instead',
        )
        .optional(),
    },
    { error: 'Request body must be a JSON object' },
  );
}
export type AvailabilityRequest = z.input<ReturnType<typeof availabilitySchema>>;

/** `POST /api/participant/decline?token=…`; the zone lets the organizer see the person's own local times. */
export function declineSchema(isValidTimeZone: (zone: string) => boolean) {
  return z.object(
    {
      note: textField('Note').trim().max(MEETING_LIMITS.noteMax).default(''),
      timeZone: z
        .string({ error: 'Time zone must be text' })
        .refine(isValidTimeZone, 'Choose a time zone from the list')
        .optional(),
    },
    { error: 'Request body must be a JSON object' },
  );
}

/**
 * `POST /api/participant/booked-response?token=…`: a guest's own answer to the booked meeting on `/winner`;
 * `declined` is "I can't make it after all" and tells the organizer when the person is required.
 */
export const bookedResponseSchema = z.object(
  {
    response: z.enum(['accepted', 'tentative', 'declined'], {
      error: 'Say whether you will come: accepted, tentative or declined',
    }),
    note: textField('Note')
      .trim()
      .max(MEETING_LIMITS.noteMax, `The note must be at most ${MEETING_LIMITS.noteMax} characters`)
      .default(''),
  },
  { error: 'Request body must be a JSON object' },
);
export type BookedResponseRequest = z.input<typeof bookedResponseSchema>;
