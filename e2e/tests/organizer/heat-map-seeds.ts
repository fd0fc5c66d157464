import type { Page } from '@playwright/test';
import {
  AT,
  createMeeting,
  decline,
  paint,
  signInOrganizerAt,
  type OrganizerMeeting,
} from './organizer-support';

// The meetings the heat map tests look at, seeded through the suite's one seeder (createMeeting).

/** Both meetings' week, Mon 16 – Sun 22 Nov 2026, and the five people both invite. */
const WEEK_OF_FIVE = {
  windowStart: '2026-11-16T00:00:00Z',
  windowEnd: '2026-11-23T00:00:00Z',
  people: [
    { name: 'Ana' },
    { name: 'Ben', required: false },
    { name: 'Cy' },
    { name: 'Priya' },
    { name: 'Dev', required: false },
  ],
};

/**
 * A weekday meeting of an hour, 09:00–17:00 London, Mon 16 – Sun 22 Nov 2026, seen late on the Sunday
 * before. Ana and Cy (required) and Ben (optional, New York) painted; Priya (required) declined from
 * Kolkata; Dev (optional) has not answered.
 */
export async function seed(
  page: Page,
  request: Parameters<typeof createMeeting>[0],
  now: string = AT.sundayLate,
): Promise<OrganizerMeeting> {
  const auth = await signInOrganizerAt(page, now);
  const meeting = await createMeeting(request, auth, now, {
    title: 'Release planning',
    ...WEEK_OF_FIVE,
  });
  await paint(request, meeting, 'Ana', 'Europe/London', [
    ['2026-11-16T09:00:00Z', '2026-11-16T12:00:00Z'],
    ['2026-11-17T09:00:00Z', '2026-11-17T17:00:00Z'],
  ]);
  await paint(
    request,
    meeting,
    'Ben',
    'America/New_York',
    [['2026-11-16T09:00:00Z', '2026-11-16T10:00:00Z']],
    [['2026-11-16T10:00:00Z', '2026-11-16T12:00:00Z']],
  );
  await paint(request, meeting, 'Cy', 'Europe/London', [
    ['2026-11-16T09:00:00Z', '2026-11-16T11:00:00Z'],
    ['2026-11-17T09:00:00Z', '2026-11-17T17:00:00Z'],
  ]);
  await decline(request, meeting, 'Priya', 'Asia/Kolkata');
  return meeting;
}

/** The heat map's cell for a time, by the start of its name. */
export const cell = (page: Page, when: string) =>
  page
    .getByRole('region', { name: 'Availability grid' })
    .getByRole('button', { name: new RegExp(`^${when}:`) });

/**
 * A half-hour meeting on any hour of the weekdays, Mon 16 – Sun 22 Nov 2026 in London. Ana and Cy
 * (required) and Ben (optional) painted, and all three can make only Wed 14:30–15:00 together; Ben can
 * also make Tuesday evening. Priya (required) declined; Dev (optional) has not answered.
 */
export async function seedHalfHour(page: Page, request: Parameters<typeof createMeeting>[0]) {
  const auth = await signInOrganizerAt(page, AT.sundayLate);
  const meeting = await createMeeting(request, auth, AT.sundayLate, {
    title: 'Design review',
    durationMinutes: 30,
    allowedHours: null,
    ...WEEK_OF_FIVE,
  });
  await paint(request, meeting, 'Ana', 'Europe/London', [
    ['2026-11-16T10:00:00Z', '2026-11-16T12:00:00Z'],
    ['2026-11-18T14:00:00Z', '2026-11-18T15:00:00Z'],
  ]);
  await paint(request, meeting, 'Ben', 'America/New_York', [
    ['2026-11-17T18:00:00Z', '2026-11-17T19:00:00Z'],
    ['2026-11-18T14:30:00Z', '2026-11-18T15:30:00Z'],
  ]);
  await paint(request, meeting, 'Cy', 'Europe/London', [
    ['2026-11-16T10:00:00Z', '2026-11-16T11:00:00Z'],
    ['2026-11-18T14:15:00Z', '2026-11-18T15:00:00Z'],
  ]);
  await decline(request, meeting, 'Priya', 'Asia/Kolkata');
  return meeting;
}
