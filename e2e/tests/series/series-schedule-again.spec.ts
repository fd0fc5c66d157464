import { expect, test } from '@playwright/test';
import { PUBLIC_ROUTES } from '@overlap/contracts';
import { OrganizerScheduleForm } from '../../pages/organizer-schedule-form';
import { signInThenPin } from '../../support/pinned-sign-in';
import { seedMeeting } from '../../support/seed-meeting';
import { SERIES_NOW } from './series-support';

test.use({ viewport: { width: 1280, height: 900 }, locale: 'en-GB', timezoneId: 'Europe/Berlin' });
test.describe.configure({ timeout: 120_000 });

test('Choose a time of a series offers Schedule again, and the form holds the same weekly pattern', async ({
  page,
  request,
}) => {
  const meeting = await seedMeeting(request, {
    now: SERIES_NOW,
    title: 'Weekly sync',
    organizerZone: 'Europe/Berlin',
    participants: [{ name: 'Ana' }, { name: 'Ben', required: false }],
    recurrence: { frequency: 'weekly', startDate: '2027-03-09', count: 6 },
  });
  await signInThenPin(page, meeting.organizer!, SERIES_NOW);
  await page.goto(`${PUBLIC_ROUTES.organizerTimeSelection}?meeting=${meeting.meetingId}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Weekly sync' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Schedule Weekly sync again' }).click();

  const form = new OrganizerScheduleForm(page);
  await expect(form.form).toBeVisible();
  await expect(
    page.getByText('A copy from today is in the form: check it and send it', { exact: true }),
  ).toBeVisible();
  await expect(form.title).toHaveValue('Weekly sync');
  await expect(form.email(1)).toHaveValue(meeting.people.Ana!.email);
  await expect(form.email(2)).toHaveValue(meeting.people.Ben!.email);
  const required = form.form.getByRole('checkbox', { name: 'Required' });
  await expect(required.nth(0)).toBeChecked();
  await expect(required.nth(1)).not.toBeChecked();
  await expect(form.form.getByRole('checkbox', { name: /This meeting repeats/ })).toBeChecked();
  await expect(form.form.getByLabel('Repeats', { exact: true })).toHaveValue('weekly');
  await expect(form.form.getByRole('spinbutton', { name: 'Number of occurrences' })).toHaveValue('6');
});
