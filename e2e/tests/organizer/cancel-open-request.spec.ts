import { expect, test } from '@playwright/test';
import { OrganizerMeetingPages } from '../../pages/organizer-meeting-pages';
import { ParticipantPage } from '../../pages/participant-page';
import { pinClocks } from '../../support/test-clock';
import { mailTo, signInWithMondayMeeting } from './organizer-support';

test.use({ viewport: { width: 1280, height: 900 }, locale: 'en-GB', timezoneId: 'Europe/London' });
test.describe.configure({ timeout: 180_000 });

test('cancelling a request nobody has booked says that nobody is e-mailed, and nobody is', async ({
  page,
  browser,
  request,
}) => {
  const { now, meeting } = await signInWithMondayMeeting(page, request, 'Offsite planning', ['Ana']);
  const ana = meeting.people.Ana!;
  // The invitation is the one e-mail Ana gets.
  await expect.poll(async () => (await mailTo(request, ana.email)).length, { timeout: 60_000 }).toBe(1);

  await page.goto('/dashboard/meetings');
  await page.getByRole('button', { name: 'Cancel meeting Offsite planning' }).click();
  const pages = new OrganizerMeetingPages(page);
  await expect(pages.dialog()).toContainText(
    'Nobody is e-mailed: their links stop accepting answers and say the meeting was cancelled.',
  );
  await pages.dialog().getByRole('button', { name: 'Cancel meeting' }).click();
  await expect(pages.dialog()).toHaveCount(0);

  const guest = new ParticipantPage(await browser.newPage({ locale: 'en-GB', timezoneId: 'Europe/London' }));
  await pinClocks(guest.page, now);
  await guest.page.goto(`/participant/availability?token=${ana.token}`);
  await expect(guest.page.getByText('This meeting was cancelled, so answers are closed.')).toBeVisible();
  // Still only the invitation, some seconds later: the job queue had time to send anything queued.
  await guest.page.waitForTimeout(3_000);
  expect(await mailTo(request, ana.email)).toHaveLength(1);
});
