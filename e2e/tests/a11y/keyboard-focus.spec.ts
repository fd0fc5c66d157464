import { expect, test } from '@playwright/test';
import { OrganizerMeetingPages } from '../../pages/organizer-meeting-pages';
import { ParticipantPage } from '../../pages/participant-page';
import { answerAt } from '../../support/pinned-meeting';
import { signInThenPin } from '../../support/pinned-sign-in';
import { pinClocks } from '../../support/test-clock';
import { seedMeeting } from '../../support/seed-meeting';
import { seedWorkingHoursWeek } from '../../support/seed-working-hours-week';

// Keyboard-only walks through the places where focus used to drop to the page body: the booking dialog,
// the week pager at its last week, and the first grid cell Tab reaches. Pinned instants throughout.

const NOW = '2026-11-22T12:00:00Z';
const HOUR = 3_600_000;

test.use({ timezoneId: 'Europe/London', locale: 'en-GB' });

test('the booking dialog gives focus back to its opener, and booking focuses the result heading', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const meeting = await seedWorkingHoursWeek(request, NOW, { participants: [{ name: 'Ana' }] });
  const monday = Date.parse('2026-11-23T00:00:00Z');
  await answerAt(request, meeting, 'Ana', {
    timeZone: 'Europe/London',
    available: [{ start: monday + 9 * HOUR, end: monday + 12 * HOUR }],
  });
  await signInThenPin(page, meeting.organizer!, NOW);
  const pages = new OrganizerMeetingPages(page);
  await pages.openTimeSelection(meeting.meetingId);
  const book = pages
    .suggestions()
    .first()
    .getByRole('button', { name: /Book this time/ });

  await book.focus();
  await page.keyboard.press('Enter');
  await expect(pages.dialog()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(pages.dialog()).toBeHidden();
  await expect(book).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(pages.dialog()).toBeVisible();
  await pages.dialog().getByRole('button', { name: 'Keep as is' }).press('Enter');
  await expect(pages.dialog()).toBeHidden();
  await expect(book).toBeFocused();

  await page.keyboard.press('Enter');
  await pages.dialog().getByRole('button', { name: 'Book it' }).press('Enter');
  await expect(page).toHaveURL(/\/meeting-scheduled/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your meeting' })).toBeFocused();
});

test('submitting an answer focuses the confirmation heading', async ({ page, request }) => {
  test.setTimeout(60_000);
  const meeting = await seedWorkingHoursWeek(request, NOW);
  await pinClocks(page, NOW);
  const guest = new ParticipantPage(page);
  await guest.openAvailability(meeting.people.Ana!.token);
  await guest.grid.locator('[role="gridcell"]:not([aria-disabled="true"])').first().click();
  await guest.submit.press('Enter');
  await expect(page).toHaveURL(/participant-confirmation/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('"Next week" keeps focus on the last week, and the first grid cell Tab reaches can be marked', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  // Sunday 22 November, 12:00 in London: the day's times up to 12:30 have begun and cannot be marked.
  const meeting = await seedMeeting(request, {
    now: NOW,
    fromDay: 0,
    organizerZone: 'Europe/London',
    allowedHours: { start: '09:00', end: '17:00' },
    toDay: 14,
  });
  await pinClocks(page, NOW);
  const guest = new ParticipantPage(page);
  await guest.openAvailability(meeting.people.Ana!.token);

  const next = page.getByRole('button', { name: 'Next week' });
  const previous = page.getByRole('button', { name: 'Previous week' });
  await expect(previous).toHaveAttribute('aria-disabled', 'true');
  await next.focus();
  for (let step = 0; step < 3; step++) await page.keyboard.press('Enter');
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  await expect(next).toBeFocused();
  await expect(previous).not.toHaveAttribute('aria-disabled');
  await previous.focus();
  for (let step = 0; step < 3; step++) await page.keyboard.press('Enter');
  await expect(previous).toHaveAttribute('aria-disabled', 'true');
  await expect(previous).toBeFocused();

  // The grid is one Tab stop: the cell holding it is the first that can be marked.
  const cells = guest.grid.locator('[role="gridcell"][tabindex="0"]');
  await expect(cells).toHaveCount(1);
  await cells.focus();
  const cell = guest.grid.locator('[role="gridcell"]:focus');
  await expect(cell).not.toHaveAttribute('aria-disabled', 'true');
  // 12:00–12:30 has begun at 12:00, so 12:30 is the first time left to mark.
  await expect(cell).toHaveAttribute('aria-label', /Sunday 22 November, 12:30/);
  await page.keyboard.press('Space');
  await expect(cell).toHaveAttribute('data-state', 'available');
});
