import { expect, test } from '@playwright/test';
import { OrganizerMeetingPages } from '../../pages/organizer-meeting-pages';
import { ParticipantPage } from '../../pages/participant-page';
import { expectAccessibleAtEveryView } from '../../support/axe';
import { answerAt, declineAt } from '../../support/pinned-meeting';
import { signInThenPin } from '../../support/pinned-sign-in';
import { pinClocks } from '../../support/test-clock';
import { seedMeeting } from '../../support/seed-meeting';
import { seedWorkingHoursWeek } from '../../support/seed-working-hours-week';

// Automated WCAG 2.1 A/AA checks (axe) on the four screens people judge us by, at 1280 and 375 px, light
// and dark: no serious or critical violation. The meeting screens run at a pinned instant with answers
// that fill them (free, if need be, declined, not answered).

const NOW = '2026-11-22T12:00:00Z';
const HOUR = 3_600_000;

test.use({ timezoneId: 'Europe/London', locale: 'en-GB' });

test('the landing page', async ({ page }) => {
  test.setTimeout(60_000);
  await page.clock.install({ time: new Date(NOW) });
  await page.goto('/');
  await expectAccessibleAtEveryView(page, 'landing', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: /Pain points/ })).toBeVisible();
  });
});

test('the dashboard', async ({ page, request }) => {
  test.setTimeout(90_000);
  const meeting = await seedMeeting(request, { now: NOW, fromDay: 0, toDay: 7 });
  await signInThenPin(page, meeting.organizer!, NOW);
  await page.goto('/dashboard/schedule');
  await expectAccessibleAtEveryView(page, 'dashboard', async () => {
    await expect(page.getByRole('form', { name: 'New meeting request' })).toBeVisible();
  });
});

test('Choose a time', async ({ page, request }) => {
  // A heat-map cell every 15 minutes: axe reads several hundred buttons at each of the four views.
  test.setTimeout(240_000);
  const meeting = await seedWorkingHoursWeek(request, NOW, {
    organizerZone: 'Europe/London',
    allowedWeekdays: [1, 2, 3, 4, 5],
    participants: [{ name: 'Ana' }, { name: 'Ben', required: false }, { name: 'Cy' }, { name: 'Dev' }],
  });
  // Monday 23 November: Ana is free 09:00–12:00 UTC, Ben can make 10:00–11:00 if need be, Cy declined.
  const monday = Date.parse('2026-11-23T00:00:00Z');
  await answerAt(request, meeting, 'Ana', {
    timeZone: 'America/New_York',
    available: [{ start: monday + 9 * HOUR, end: monday + 12 * HOUR }],
  });
  await answerAt(request, meeting, 'Ben', {
    timeZone: 'Asia/Kolkata',
    ifNeedBe: [{ start: monday + 10 * HOUR, end: monday + 11 * HOUR }],
  });
  await declineAt(request, meeting, 'Cy', 'Asia/Tokyo');

  await signInThenPin(page, meeting.organizer!, NOW);
  const pages = new OrganizerMeetingPages(page);
  await pages.openTimeSelection(meeting.meetingId);
  await expectAccessibleAtEveryView(page, 'choose-a-time', async () => {
    await expect(pages.suggestions().first()).toBeVisible();
  });
});

test('Share your availability', async ({ page, request }) => {
  test.setTimeout(90_000);
  const meeting = await seedWorkingHoursWeek(request, NOW, {
    organizerZone: 'Europe/London',
    participants: [{ name: 'Ana' }, { name: 'Ben' }],
  });
  await page.emulateMedia({ colorScheme: 'light' });
  await pinClocks(page, NOW);
  const guest = new ParticipantPage(page);
  await guest.openAvailability(meeting.people.Ana!.token);
  // Something painted, so the preview lists times too.
  const open = guest.grid.locator('[role="gridcell"]:not([aria-disabled="true"])');
  await open.first().click();
  await expectAccessibleAtEveryView(page, 'share-your-availability', async () => {
    await expect(guest.grid).toBeVisible();
    await expect(guest.previewList('Available')).toHaveCount(1);
  });
});
