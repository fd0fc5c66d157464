import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { signUpByApi } from './sign-up-by-api';
import { serverClockAt } from './test-clock';

const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = 'correct horse battery staple';

export interface Invitee {
  name: string;
  required?: boolean;
}

export interface MeetingAtOptions {
  title?: string;
  organizerZone?: string;
  allowedHours?: { start: string; end: string } | null;
  /** ISO weekdays, 1 = Monday; every day by default. */
  allowedWeekdays?: number[];
  /** Whole UTC days from `now`'s date: the first and the day after the last; 0 and 7 by default. */
  fromDay?: number;
  toDay?: number;
  invitees?: Invitee[];
  /** How the meeting repeats (the API's `recurrence`); a single meeting by default. */
  recurrence?: { frequency: 'weekly' | 'monthly'; startDate: string; count?: number; until?: string };
}

export interface MeetingAt {
  meetingId: string;
  /** Each invitee's personal link (path and query), by name. */
  links: Record<string, string>;
  tokens: Record<string, string>;
  organizer: { name: string; email: string; password: string };
  organizerHeaders: Record<string, string>;
  /** The header that pins the server's clock to the meeting's "now" for a request. */
  clock: Record<string, string>;
  windowStart: number;
  windowEnd: number;
}

/**
 * A new organizer (signed up through the built-in provider) and a meeting request made through the real
 * API as if it were `now`: the server's clock is pinned for the request and the window is counted from
 * `now`'s UTC date, so nothing depends on when the suite runs.
 */
export async function createMeetingAt(
  request: APIRequestContext,
  now: string,
  options: MeetingAtOptions = {},
): Promise<MeetingAt> {
  const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`;
  const suffix = randomBytes(4).toString('hex');
  const organizer = { name: 'Olga Organizer', email: `olga-${suffix}@example.com`, password: PASSWORD };
  const token = await signUpByApi(request, baseURL, organizer);
  const organizerHeaders = { authorization: `Bearer ${token}` };
  const clock = serverClockAt(now);
  const today = Math.floor(Date.parse(now) / DAY) * DAY;
  const windowStart = today + (options.fromDay ?? 0) * DAY;
  const windowEnd = today + (options.toDay ?? 7) * DAY;
  const invitees = options.invitees ?? [{ name: 'Ana' }, { name: 'Ben' }];
  const response = await request.post('/api/meetings', {
    headers: { ...organizerHeaders, ...clock },
    data: {
      title: options.title ?? 'Design review',
      description: 'Walk through the new onboarding screens.',
      durationMinutes: 30,
      participants: invitees.map((p) => ({
        email: `${p.name.toLowerCase()}-${suffix}@example.com`,
        name: p.name,
        required: p.required ?? true,
      })),
      windowStart: new Date(windowStart).toISOString(),
      windowEnd: new Date(windowEnd).toISOString(),
      allowedWeekdays: options.allowedWeekdays ?? [1, 2, 3, 4, 5, 6, 7],
      allowedHours: options.allowedHours ?? null,
      organizerZone: options.organizerZone ?? 'UTC',
      deadline: null,
      location: 'https://meet.example.com/design',
      autoSchedule: false,
      ...(options.recurrence ? { recurrence: options.recurrence } : {}),
    },
  });
  if (response.status() !== 201)
    throw new Error(`creating the meeting answered ${response.status()}: ${await response.text()}`);
  const meeting = (await response.json()) as { id: string; participants: { name: string; link: string }[] };
  const links: Record<string, string> = {};
  const tokens: Record<string, string> = {};
  for (const participant of meeting.participants) {
    const url = new URL(participant.link);
    links[participant.name] = url.pathname + url.search;
    tokens[participant.name] = url.searchParams.get('token') ?? '';
  }
  return { meetingId: meeting.id, links, tokens, organizer, organizerHeaders, clock, windowStart, windowEnd };
}

/** A participant's answer through the API, at the meeting's pinned "now". */
export async function answerAt(
  request: APIRequestContext,
  meeting: MeetingAt,
  name: string,
  answer: {
    timeZone: string;
    available?: { start: number; end: number }[];
    ifNeedBe?: typeof answer.available;
  },
): Promise<void> {
  const response = await request.put(`/api/participant/availability?token=${meeting.tokens[name]}`, {
    headers: meeting.clock,
    data: { painted: true, available: [], ifNeedBe: [], busy: [], tentative: [], ...answer },
  });
  if (!response.ok()) throw new Error(`answering answered ${response.status()}: ${await response.text()}`);
}

export async function declineAt(
  request: APIRequestContext,
  meeting: MeetingAt,
  name: string,
  timeZone: string,
): Promise<void> {
  const response = await request.post(`/api/participant/decline?token=${meeting.tokens[name]}`, {
    headers: meeting.clock,
    data: { note: 'Away that week', timeZone },
  });
  if (!response.ok()) throw new Error(`declining answered ${response.status()}: ${await response.text()}`);
}
