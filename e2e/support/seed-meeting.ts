import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { seedClient, tokenOfHeaders } from './seed-client';
import { signUpByApi } from './sign-up-by-api';
import { serverClockAt } from './test-clock';

const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = 'correct horse battery staple';

export interface Invitee {
  name: string;
  /** A unique address from the name by default. */
  email?: string;
  required?: boolean;
}

export interface SeedOptions {
  /** The instant the meeting is made at: the server's clock is pinned to it for the request. */
  now: string;
  /** The organizer's authorization header; a new organizer signs up through the built-in provider by default. */
  organizerHeaders?: Record<string, string>;
  title?: string;
  description?: string;
  durationMinutes?: number;
  /** Ana and Ben, both required, by default. */
  participants?: Invitee[];
  /** The window as whole UTC days from `now`'s date: the first and the day after the last; 1 and 8 by default. */
  fromDay?: number;
  toDay?: number;
  /** The window as instants, instead of `fromDay` and `toDay`. */
  windowStart?: string;
  windowEnd?: string;
  organizerZone?: string;
  /** ISO weekdays, 1 = Monday; every day by default. */
  allowedWeekdays?: number[];
  allowedHours?: { start: string; end: string } | null;
  location?: string;
  autoSchedule?: boolean;
  /** How the meeting repeats (the API's `recurrence`); a single meeting by default. */
  recurrence?: { frequency: 'weekly' | 'monthly'; startDate: string; count?: number; until?: string };
}

export interface SeededMeeting {
  meetingId: string;
  /** The participants' tokens, in the order they were given. */
  tokens: string[];
  emails: string[];
  /** Each participant's token, address, id and personal link (path and query), by name. */
  people: Record<string, { token: string; email: string; id: string; link: string }>;
  /** The organizer who signed up for it; null when `organizerHeaders` named one. */
  organizer: { name: string; email: string; password: string } | null;
  organizerHeaders: Record<string, string>;
  /** The header that pins the server's clock to the meeting's "now" for a request. */
  clock: Record<string, string>;
  windowStart: number;
  windowEnd: number;
}

/**
 * The one seeder of the browser tests: a meeting request made through the real API as if it were `now`.
 * The server's clock is pinned for the request and the window is counted from `now`'s UTC date, so
 * nothing depends on when the suite runs.
 */
export async function seedMeeting(request: APIRequestContext, options: SeedOptions): Promise<SeededMeeting> {
  const suffix = randomBytes(4).toString('hex');
  let organizer: SeededMeeting['organizer'] = null;
  let organizerHeaders = options.organizerHeaders;
  const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`;
  if (!organizerHeaders) {
    organizer = { name: 'Olga Organizer', email: `olga-${suffix}@example.com`, password: PASSWORD };
    organizerHeaders = { authorization: `Bearer ${await signUpByApi(request, baseURL, organizer)}` };
  }
  const clock = serverClockAt(options.now);
  const today = Math.floor(Date.parse(options.now) / DAY) * DAY;
  const windowStart = options.windowStart
    ? Date.parse(options.windowStart)
    : today + (options.fromDay ?? 1) * DAY;
  const windowEnd = options.windowEnd ? Date.parse(options.windowEnd) : today + (options.toDay ?? 8) * DAY;
  const invitees = options.participants ?? [{ name: 'Ana' }, { name: 'Ben' }];
  const emails = invitees.map(
    (p) => p.email ?? `${p.name.toLowerCase().replace(/[^a-z]+/g, '-')}-${suffix}@example.com`,
  );
  const api = seedClient(request, tokenOfHeaders(organizerHeaders));
  const created = await api.POST('/api/v1/meetings', {
    headers: clock,
    body: {
      title: options.title ?? 'Design review',
      description: options.description ?? 'Walk through the new onboarding screens.',
      durationMinutes: options.durationMinutes ?? 30,
      participants: invitees.map((p, i) => ({
        email: emails[i] ?? '',
        name: p.name,
        required: p.required ?? true,
      })),
      windowStart: new Date(windowStart).toISOString(),
      windowEnd: new Date(windowEnd).toISOString(),
      allowedWeekdays: options.allowedWeekdays ?? [1, 2, 3, 4, 5, 6, 7],
      allowedHours: options.allowedHours ?? null,
      organizerZone: options.organizerZone ?? 'UTC',
      deadline: null,
      location: options.location ?? 'https://meet.example.com/design',
      autoSchedule: options.autoSchedule ?? false,
      ...(options.recurrence ? { recurrence: options.recurrence } : {}),
    },
  });
  const meeting = created.data;
  if (created.response.status !== 201 || !meeting)
    throw new Error(
      `creating the meeting answered ${created.response.status}: ${JSON.stringify(created.error)}`,
    );
  const people: SeededMeeting['people'] = {};
  const tokens = invitees.map((p, i) => {
    const row = meeting.participants.find((r) => r.email === emails[i]) ?? meeting.participants[i]!;
    const url = new URL(row.link);
    const token = url.searchParams.get('token') ?? '';
    people[p.name] = { token, email: row.email, id: row.id, link: url.pathname + url.search };
    return token;
  });
  return {
    meetingId: meeting.id,
    tokens,
    emails,
    people,
    organizer,
    organizerHeaders,
    clock,
    windowStart,
    windowEnd,
  };
}
