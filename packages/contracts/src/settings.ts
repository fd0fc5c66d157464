import { z } from 'zod';
import { LOCALES, type Locale } from './locales';
import { textField } from './text-field';
import { videoLinkSchema } from './video-link';
import { WEEKDAYS, type Weekday } from './weekdays';

/** How times are written: `auto` follows the browser's language; `12h` 2:30 PM; `24h` 14:30. */
export const CLOCK_FORMATS = ['auto', '12h', '24h'] as const;
export type ClockFormat = (typeof CLOCK_FORMATS)[number];

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const MAX_RANGES_PER_DAY = 6;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export const timeRangeSchema = z
  .object({
    start: z.string().regex(TIME, 'Use a time such as 09:00'),
    end: z.string().regex(TIME, 'Use a time such as 17:00'),
  })
  .refine((r) => minutesOf(r.start) < minutesOf(r.end), {
    message: 'The end must be after the start',
    path: ['end'],
  });

const dayRangesSchema = z
  .array(timeRangeSchema)
  .max(MAX_RANGES_PER_DAY, `At most ${MAX_RANGES_PER_DAY} ranges a day`)
  .superRefine((ranges, ctx) => {
    const sorted = [...ranges].sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
    for (let i = 1; i < sorted.length; i++) {
      if (minutesOf(sorted[i]!.start) < minutesOf(sorted[i - 1]!.end)) {
        ctx.addIssue({ code: 'custom', message: 'Ranges on the same day must not overlap' });
        return;
      }
    }
  });

export const workingHoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayRangesSchema])) as Record<
    Weekday,
    typeof dayRangesSchema
  >,
  { error: 'Give working hours for every day of the week (an empty list for a day off)' },
);

/** How an organizer hears about answers: each one, a daily digest, or only when the meeting is ready. */
export const ANSWER_NOTICES = ['each', 'digest', 'ready'] as const;
export type AnswerNotices = (typeof ANSWER_NOTICES)[number];

/**
 * The user's settings. `isValidTimeZone` is passed in because the server and the browser each ask
 * their own Intl for the zones they know.
 */
export function userSettingsSchema(isValidTimeZone: (zone: string) => boolean) {
  return z.object(
    {
      name: textField('Name')
        .trim()
        .min(1, 'Please enter your name')
        .max(100, 'Name must be at most 100 characters'),
      timeZone: z
        .string({ error: 'Time zone must be text' })
        .refine(isValidTimeZone, 'Choose a time zone from the list'),
      workingHours: workingHoursSchema,
      theme: z.enum(['system', 'light', 'dark'], { error: 'Choose system, light or dark' }),
      clock: z.enum(CLOCK_FORMATS, { error: 'Choose automatic, 12-hour or 24-hour' }).default('auto'),
      /** The video link new meetings get unless the organizer picks another. */
      videoDefault: videoLinkSchema.default({ kind: 'none' }),
      /** E-mails about guests' answers; "only when ready" (the all-answered e-mail) unless chosen. */
      answerNotices: z
        .enum(ANSWER_NOTICES, { error: 'Choose each answer, a daily digest or only when ready' })
        .default('ready'),
      /**
       * The language of the app and of the e-mails this person gets; absent or null (what GET answers
       * before one is chosen, sent back as it came) keeps the one stored.
       */
      locale: z.enum(LOCALES, { error: 'Choose English, Deutsch, Français or Español' }).nullish(),
    },
    { error: 'Request body must be a JSON object' },
  );
}

export type TimeRange = z.infer<typeof timeRangeSchema>;
export type WorkingHours = Record<Weekday, TimeRange[]>;
export type UserSettings = z.infer<ReturnType<typeof userSettingsSchema>>;
export type UserSettingsInput = z.input<ReturnType<typeof userSettingsSchema>>;

/** `GET /api/me/settings`: the time zone is null until the person first saves one. */
export type UserSettingsResponse = Omit<UserSettings, 'timeZone' | 'locale'> & {
  timeZone: string | null;
  /** The language stored for the person; null until they choose one. */
  locale: Locale | null;
};

/** Accepts IANA zone names (Europe/Berlin, America/Argentina/Buenos_Aires, UTC) that Intl knows. */
export function isIanaTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
