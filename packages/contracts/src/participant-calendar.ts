import { z } from 'zod';
import { textField } from './text-field';
import type { IntervalDto } from './answer-schemas';

/** The calendar a participant may read once; the OAuth ones only when the server has their client. */
export type ParticipantCalendarProvider = 'google' | 'microsoft' | 'icloud' | 'caldav' | 'ics';

// Plain constants, also in the zod-free main entry (the participant page's first load does not carry zod).
export { PARTICIPANT_CALENDAR_ROUTES, PARTICIPANT_OAUTH_STATE_PREFIX } from './participant-calendar-routes';

// Contracts compile without DOM or Node types; both the browser and Node have the WHATWG URL parser.
declare const URL: new (input: string) => { protocol: string; hostname: string };

/** Whether a typed address is one a request could go to (the pattern alone lets `https://%zz` through). */
function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value.replace(/^webcal(s?):/i, 'http$1:'));
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
const notAnAddress = 'This is not a valid address. Check it for typing mistakes.';

const httpUrl = z
  .string({ error: 'Enter the server address' })
  .trim()
  .regex(/^https?:\/\/\S+$/i, 'Enter the server address, starting with https://')
  .max(2000, 'The address is too long')
  .refine(isWebAddress, notAnAddress);
const username = textField('Username', 'Enter the username')
  .trim()
  .min(1, 'Enter the username')
  .max(320, 'The username is too long');
const password = textField('Password', 'Enter the password')
  .min(1, 'Enter the password')
  .max(1000, 'The password is too long');

/**
 * A calendar account typed into a form: connecting one under Connections, or a participant's one-time
 * read (`POST /api/participant/calendar/read?token=…`).
 */
export const calendarFormSchema = z.discriminatedUnion(
  'provider',
  [
    z.object({
      provider: z.literal('ics'),
      feedUrl: z
        .string({ error: 'Enter the calendar address' })
        .trim()
        .regex(
          /^(https?|webcals?):\/\/\S+$/i,
          'Enter the calendar address, starting with https:// or webcal://',
        )
        .max(2000, 'The address is too long')
        .refine(isWebAddress, notAnAddress),
    }),
    z.object({ provider: z.literal('caldav'), serverUrl: httpUrl, username, password }),
    z.object({
      provider: z.literal('icloud'),
      username: username.email('Enter your Apple ID (an e-mail address)'),
      password,
    }),
  ],
  { error: 'Choose an ICS feed, CalDAV or iCloud' },
);
export type CalendarFormInput = z.input<typeof calendarFormSchema>;

export const participantOAuthStartSchema = z.object(
  { provider: z.enum(['google', 'microsoft'], { error: 'Choose Google or Microsoft' }) },
  { error: 'Request body must be a JSON object' },
);

const oauthState = textField('state').min(1).max(200);

/** The provider's redirect back: a code to exchange, or its error (shared by connecting a calendar). */
export const participantOAuthFinishSchema = z.union(
  [
    z.object({ state: oauthState, code: textField('code').min(1).max(4000) }),
    z.object({
      state: oauthState,
      error: textField('error').min(1).max(200),
      errorDescription: textField('error_description').max(1000).optional(),
    }),
  ],
  { error: 'The answer from the calendar provider is incomplete' },
);

/**
 * Where a read came from, in parts a page can put into its own language: a feed's host, the names of a
 * signed-in person's connected calendars, or an account's label (a provider's name and the account, the
 * same in every language).
 */
export type CalendarReadSource =
  | { kind: 'ics'; host: string }
  | { kind: 'connected'; calendars: string[] }
  | { kind: 'account'; label: string };

/** One read, as the participant page shows it: only busy time and where it came from. */
export interface ParticipantCalendarReadDto {
  /** In English, e.g. "ICS feed calendar.example.com" or "CalDAV ana @ dav.example.com": never a password or secret path. */
  sourceLabel: string;
  /** The same in parts; null for a read kept before the parts were stored. */
  source: CalendarReadSource | null;
  readAt: string;
  busy: IntervalDto[];
  tentative: IntervalDto[];
  /** Calendars of the account that could not be read (their busy time is missing). */
  unreadCalendars: string[];
}

/**
 * A way a guest can read their calendar. The overview lists only providers this server can use
 * (Google and Microsoft only with their OAuth client), so `available` is always true there.
 */
export interface ParticipantCalendarProviderOption {
  provider: ParticipantCalendarProvider;
  name: string;
  method: 'oauth' | 'form';
  available: boolean;
  unavailableReason?: string;
}

export interface ParticipantCalendarOverviewDto {
  providers: ParticipantCalendarProviderOption[];
  read: ParticipantCalendarReadDto | null;
}
