import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { signUpByApi } from './sign-up-by-api';

const DAY = 24 * 60 * 60 * 1000;

export interface SeedOptions {
  title?: string;
  description?: string;
  durationMinutes?: number;
  participants?: { email: string; name?: string; required?: boolean }[];
  /** First and last day of the window, counted in whole UTC days from today. */
  fromDay?: number;
  toDay?: number;
  organizerZone?: string;
  allowedHours?: { start: string; end: string } | null;
  autoSchedule?: boolean;
}

export interface SeededMeeting {
  meetingId: string;
  tokens: string[];
  organizerHeaders: Record<string, string>;
  windowStart: number;
  windowEnd: number;
}

/** A signed-up organizer and a meeting request made through the real API; answers the participants' tokens. */
export async function seedMeeting(
  request: APIRequestContext,
  options: SeedOptions = {},
): Promise<SeededMeeting> {
  const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`;
  const suffix = randomBytes(4).toString('hex');
  const token = await signUpByApi(request, baseURL, {
    name: 'Olga Organizer',
    email: `olga-${suffix}@example.com`,
  });
  const organizerHeaders = { authorization: `Bearer ${token}` };
  const today = Math.floor(Date.now() / DAY) * DAY;
  const windowStart = today + (options.fromDay ?? 1) * DAY;
  const windowEnd = today + (options.toDay ?? 8) * DAY;
  const response = await request.post('/api/meetings', {
    headers: organizerHeaders,
    data: {
      title: options.title ?? 'Design review',
      description: options.description ?? 'Walk through the new onboarding screens.',
      durationMinutes: options.durationMinutes ?? 30,
      participants: (
        options.participants ?? [
          { email: `ana-${suffix}@example.com`, name: 'Ana' },
          { email: `ben-${suffix}@example.com`, name: 'Ben' },
        ]
      ).map((p) => ({ required: true, ...p })),
      windowStart: new Date(windowStart).toISOString(),
      windowEnd: new Date(windowEnd).toISOString(),
      allowedWeekdays: [1, 2, 3, 4, 5, 6, 7],
      allowedHours: options.allowedHours ?? null,
      organizerZone: options.organizerZone ?? 'UTC',
      deadline: null,
      location: 'https://meet.example.com/design',
      autoSchedule: options.autoSchedule ?? false,
    },
  });
  if (response.status() !== 201)
    throw new Error(`creating the meeting answered ${response.status()}: ${await response.text()}`);
  const meeting = (await response.json()) as { id: string; participants: { link: string }[] };
  return {
    meetingId: meeting.id,
    tokens: meeting.participants.map((p) => new URL(p.link).searchParams.get('token') ?? ''),
    organizerHeaders,
    windowStart,
    windowEnd,
  };
}
