import { expect, test } from '@playwright/test';
import { browserAccessToken, OrganizerMeetingPages } from '../../pages/organizer-meeting-pages';
import { signUpNewPerson } from '../../pages/sign-in-pages';

test.use({ viewport: { width: 1280, height: 900 } });

const DAY = 24 * 60 * 60 * 1000;

test('the organizer reminds, picks a suggestion, books it, then cancels and reopens', async ({
  page,
  request,
}) => {
  await signUpNewPerson(page, 'booker');
  const token = await browserAccessToken(page);
  const today = Math.floor(Date.now() / DAY) * DAY;
  const created = await request.post('/api/meetings', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: 'Roadmap sync',
      description: '',
      durationMinutes: 30,
      participants: [
        { email: 'ana@example.com', name: 'Ana', required: true },
        { email: 'ben@example.com', name: 'Ben', required: false },
      ],
      windowStart: new Date(today + DAY).toISOString(),
      windowEnd: new Date(today + 8 * DAY).toISOString(),
      allowedWeekdays: [1, 2, 3, 4, 5, 6, 7],
      allowedHours: null,
      organizerZone: 'UTC',
      deadline: null,
      location: null,
      autoSchedule: false,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  const pages = new OrganizerMeetingPages(page);
  await pages.openTimeSelection(id);
  await expect(page).toHaveTitle('Choose a Time - Overlap');
  await expect(page.getByRole('region', { name: 'Not answered yet' }).getByText('Ana')).toBeVisible();
  // Nobody has answered: the page says what blocks.
  await expect(page.getByText('Ana has not answered yet')).toBeVisible();
  await expect(page.getByRole('img', { name: /best moment \d+ free/ }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Send reminder' }).click();
  await pages.expectToast('Reminder sent');

  const first = pages.suggestions().first();
  await expect(first).toBeVisible();
  await expect(first.getByRole('rowheader', { name: 'Ana' })).toBeVisible();
  await first.getByRole('button', { name: /Book this time/ }).click();
  await expect(pages.dialog().getByRole('heading', { name: 'Book this time?' })).toBeVisible();
  await pages.dialog().getByRole('button', { name: 'Book it' }).click();

  await expect(page).toHaveURL(new RegExp(`/meeting-scheduled\\?meeting=${id}$`));
  await expect(page).toHaveTitle('Meeting Scheduled - Overlap');
  await expect(page.getByText('Meeting Scheduled', { exact: true })).toBeVisible();
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(page.getByText('All participants confirmed')).toHaveCount(0);
  await expect(page.getByText('All calendars synced')).toHaveCount(0);
  // No calendar is connected: the page says so once the calendar job has run (it refreshes meanwhile).
  await expect(page.getByText(/^Calendar: no calendar to write to/)).toBeVisible();
  await expect(page.getByText("Each participant's e-mail carries the calendar invitation.")).toBeVisible();

  await page.getByRole('button', { name: 'Cancel meeting Roadmap sync' }).click();
  await pages.dialog().getByRole('button', { name: 'Cancel meeting' }).click();
  await expect(page.getByText('This meeting is cancelled.')).toBeVisible();
  await expect(page.getByText('Meeting Scheduled', { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Reopen Roadmap sync' }).click();
  await expect(page.getByText('This meeting is not booked yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Choose a time' }).click();
  await expect(pages.heading).toHaveText('Choose a time');
});
