import { expect, test } from '@playwright/test';
import { OrganizerMeetingPages } from '../../pages/organizer-meeting-pages';
import { AT, createMeeting, signInOrganizerAt } from './organizer-support';

test.use({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
// Signing up and seeding through the real server take a while on a shared machine.
test.describe.configure({ timeout: 90_000 });

test('the organizer reminds, picks a suggestion, books it, then cancels and reopens', async ({
  page,
  request,
}) => {
  const auth = await signInOrganizerAt(page, AT.sundayLate);
  const { id } = await createMeeting(request, auth, AT.sundayLate, {
    title: 'Roadmap sync',
    durationMinutes: 30,
    windowStart: '2026-11-16T00:00:00Z',
    windowEnd: '2026-11-23T00:00:00Z',
    allowedWeekdays: [1, 2, 3, 4, 5, 6, 7],
    allowedHours: null,
    organizerZone: 'UTC',
    people: [{ name: 'Ana' }, { name: 'Ben', required: false }],
  });

  const pages = new OrganizerMeetingPages(page);
  await pages.openTimeSelection(id);
  await expect(page).toHaveTitle('Choose a Time - Overlap');
  await expect(page.getByRole('region', { name: 'Not answered yet' }).getByText('Ana')).toBeVisible();
  // Nobody has answered: the page says what blocks; the heat map counts only the organizer so far.
  await expect(page.getByText('Ana has not answered yet')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No time fits every required person yet' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Availability grid' })
      .getByRole('button', { name: 'Mon 16 Nov, 10:00: 1/1, 1 of 1 can come' }),
  ).toHaveText('1/1');

  await page.getByRole('button', { name: 'Send reminder' }).click();
  await pages.expectToast('Reminder sent');

  const first = pages.suggestions().first();
  await expect(first).toBeVisible();
  await expect(first.getByRole('rowheader', { name: 'Ana' })).toBeVisible();
  await first.getByRole('button', { name: /Book this time/ }).click();
  await expect(pages.dialog().getByRole('heading', { name: 'Book this time?' })).toBeVisible();
  await pages.dialog().getByRole('button', { name: 'Book it' }).click();

  await expect(page).toHaveURL(new RegExp(`/meeting-scheduled\\?meeting=${id}$`));
  await expect(page).toHaveTitle('Meeting scheduled - Overlap');
  await expect(page.getByRole('main').getByText('Meeting scheduled', { exact: true })).toBeVisible();
  // Nobody has replied to the booked time yet: nothing claims a confirmation.
  await expect(page.getByText('Confirmed', { exact: true })).toHaveCount(0);
  await expect(page.getByText('All participants confirmed')).toHaveCount(0);
  await expect(page.getByText('All calendars synced')).toHaveCount(0);
  // No calendar is connected: the page says so at once, with no "writing the event" before it.
  await expect(page.getByText(/^Calendar: no calendar to write to/)).toBeVisible();
  await expect(page.getByText('Each e-mail with the time carries the calendar invitation.')).toBeVisible();

  await page.getByRole('button', { name: 'Cancel meeting Roadmap sync' }).click();
  await pages.dialog().getByRole('button', { name: 'Cancel meeting' }).click();
  await expect(page.getByText('This meeting is cancelled.')).toBeVisible();
  await expect(page.getByRole('main').getByText('Meeting scheduled', { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Reopen Roadmap sync' }).click();
  await expect(page.getByText('This meeting is not booked yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Choose a time' }).click();
  await expect(pages.heading).toHaveText('Choose a time');
});
