import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PUBLIC_ROUTES } from '@overlap/contracts';
import { answerAt } from '../../support/pinned-meeting';
import { signInThenPin } from '../../support/pinned-sign-in';
import { seedMeeting, type Invitee, type SeededMeeting } from '../../support/seed-meeting';

/** Monday 8 March 2027, 22:45 UTC: a weekly series from 9 March crosses the US, EU and Sydney changes. */
export const SERIES_NOW = '2027-03-08T22:45:00Z';

/** The span between two instants, as an answer lists it. */
export const utc = (from: string, to: string) => ({ start: Date.parse(from), end: Date.parse(to) });

/**
 * "Weekly sync": a weekly series of `count` dates from Tuesday 9 March 2027 for `participants`, set up by
 * a Berlin organizer at SERIES_NOW; guests answer for a typical week, the seven days from 9 March.
 */
export function seedWeeklySync(request: APIRequestContext, participants: Invitee[], count: number) {
  return seedMeeting(request, {
    now: SERIES_NOW,
    title: 'Weekly sync',
    organizerZone: 'Europe/Berlin',
    fromDay: 1,
    toDay: 8,
    participants,
    recurrence: { frequency: 'weekly', startDate: '2027-03-09', count },
  });
}

/** The organizer keeps no calendar here: hours outside her working day count (with their discomfort). */
export async function allowOutsideWorkingHours(request: APIRequestContext, meeting: SeededMeeting) {
  const settings = await request.patch(`/api/meetings/${meeting.meetingId}/settings`, {
    headers: { ...meeting.organizerHeaders, ...meeting.clock },
    data: { allowOutsideWorkingHours: true },
  });
  expect(settings.ok(), await settings.text()).toBe(true);
}

/**
 * A weekly series (Berlin organizer) with guests in New York, Berlin and Sydney, answered through the API
 * by painted weeks; Ana in New York is away on Tuesday 23 March.
 */
export async function answeredSeries(request: APIRequestContext): Promise<SeededMeeting> {
  const meeting = await seedWeeklySync(request, [{ name: 'Ana' }, { name: 'Ben' }, { name: 'Chen' }], 6);
  await allowOutsideWorkingHours(request, meeting);
  await answerAt(request, meeting, 'Ben', {
    timeZone: 'Europe/Berlin',
    available: [utc('2027-03-08T23:00:00Z', '2027-03-09T23:00:00Z')],
  });
  // Chen: Tuesday 16:00–21:00 in Sydney.
  await answerAt(request, meeting, 'Chen', {
    timeZone: 'Australia/Sydney',
    available: [utc('2027-03-09T05:00:00Z', '2027-03-09T10:00:00Z')],
  });
  // Ana: Monday evening to Tuesday evening in New York, and away all of Tuesday 23 March.
  const ana = await request.put(`/api/participant/availability?token=${meeting.people.Ana!.token}`, {
    headers: meeting.clock,
    data: {
      timeZone: 'America/New_York',
      painted: true,
      available: [utc('2027-03-08T23:00:00Z', '2027-03-09T23:00:00Z')],
      ifNeedBe: [],
      busy: [utc('2027-03-22T12:00:00Z', '2027-03-24T12:00:00Z')],
      tentative: [],
    },
  });
  expect(ana.ok(), await ana.text()).toBe(true);
  return meeting;
}

/** The answered series on the organizer's Choose a time, once its first suggestion, `first`, is shown. */
export async function openAnsweredSeries(page: Page, request: APIRequestContext) {
  const meeting = await answeredSeries(request);
  await signInThenPin(page, meeting.organizer!, SERIES_NOW);
  await page.goto(`${PUBLIC_ROUTES.organizerTimeSelection}?meeting=${meeting.meetingId}`);
  const first = page.getByRole('listitem', { name: /^Option 1: Every Tuesday at / });
  await expect(first).toBeVisible({ timeout: 30_000 });
  return { meeting, first };
}

/** Books the first suggested series time from the organizer's page; ends on the booked screen. */
export async function bookFirstSeries(page: Page, request: APIRequestContext) {
  const { meeting, first } = await openAnsweredSeries(page, request);
  await first.getByRole('button', { name: 'Book this series' }).click();
  await page
    .getByRole('dialog', { name: 'Book this series?' })
    .getByRole('button', { name: 'Book it' })
    .click();
  await expect(page).toHaveURL(/\/meeting-scheduled\?meeting=/, { timeout: 30_000 });
  return meeting;
}
