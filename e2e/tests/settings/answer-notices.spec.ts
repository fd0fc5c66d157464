import { expect, test } from '@playwright/test';
import { browserAccessToken } from '../../pages/organizer-meeting-pages';
import { seedMeeting } from '../../support/seed-meeting';
import { signUpSignedIn } from '../../support/signed-in-browser';
import { pinServerClock } from '../../support/test-clock';
import { mailFor, participantPage } from '../journey/journey-support';

test.use({ locale: 'en-GB', timezoneId: 'Europe/London', viewport: { width: 1280, height: 900 } });
test.describe.configure({ timeout: 120_000 });

// Monday 16 November 2026, 08:00 in London.
const NOW = '2026-11-16T08:00:00Z';

test('an organizer who chose "Each answer" gets an e-mail when a guest answers on their page', async ({
  page,
  browser,
  request,
}) => {
  const organizer = await signUpSignedIn(page, 'notices', '/dashboard/settings');
  const token = await browserAccessToken(page);
  await page.clock.install({ time: new Date(NOW) });
  await pinServerClock(page.context(), NOW);
  await page.goto('/dashboard/settings');
  const choice = page.getByRole('group', { name: 'Hear about answers' });
  await expect(choice.getByRole('radio', { name: 'Only when ready' })).toBeChecked();
  await choice.getByRole('radio', { name: 'Each answer' }).check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved').first()).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Hear about answers' }).getByRole('radio', { name: 'Each answer' }),
  ).toBeChecked();

  // A request (set-up), then a guest answers on their page like a person.
  const meeting = await seedMeeting(request, {
    now: NOW,
    organizerHeaders: { authorization: `Bearer ${token}` },
    title: 'Notice me',
    durationMinutes: 30,
    participants: [{ name: 'Ana' }, { name: 'Ben' }],
    organizerZone: 'Europe/London',
  });
  const guest = await participantPage(browser, 'Europe/London', NOW);
  await guest.page.goto(meeting.people.Ana!.link);
  await expect(guest.grid).toBeVisible({ timeout: 15_000 });
  const cell = guest.grid.getByRole('gridcell', { name: /^Tuesday 17 November, 10:00/ });
  await guest.dragPaint(cell, cell);
  await guest.submit.click();
  await expect(guest.page).toHaveURL(/\/participant-confirmation/);

  const [notice] = await mailFor(request, organizer.email);
  expect(notice!.subject).toBe('New answer: Notice me');
  expect(notice!.text).toMatch(/Ana shared their availability for .Notice me.\. 1 of 2 have answered\./);
});
