import { expect, test, type Page } from '@playwright/test';
import { OrganizerMeetingPages } from '../../pages/organizer-meeting-pages';
import {
  AT,
  createMeeting,
  decline,
  paint,
  signInOrganizerAt,
  type SeededMeeting,
} from './organizer-support';

test.use({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
// Signing up and seeding through the real server take a while on a shared machine.
test.describe.configure({ timeout: 90_000 });

/**
 * A weekday meeting of an hour, 09:00–17:00 London, Mon 16 – Sun 22 Nov 2026, seen late on the Sunday
 * before. Ana and Cy (required) and Ben (optional, New York) painted; Priya (required) declined from
 * Kolkata; Dev (optional) has not answered.
 */
async function seed(
  page: Page,
  request: Parameters<typeof createMeeting>[0],
  now: string = AT.sundayLate,
): Promise<SeededMeeting> {
  const auth = await signInOrganizerAt(page, now);
  const meeting = await createMeeting(request, auth, now, {
    title: 'Release planning',
    windowStart: '2026-11-16T00:00:00Z',
    windowEnd: '2026-11-23T00:00:00Z',
    people: [
      { name: 'Ana' },
      { name: 'Ben', required: false },
      { name: 'Cy' },
      { name: 'Priya' },
      { name: 'Dev', required: false },
    ],
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

const cell = (page: Page, when: string) =>
  page
    .getByRole('region', { name: 'Availability grid' })
    .getByRole('button', { name: new RegExp(`^${when}:`) });

test('the heat map counts who can come, lists them by answer and books the chosen cell', async ({
  page,
  request,
}) => {
  const meeting = await seed(page, request);
  const pages = new OrganizerMeetingPages(page);
  await pages.openTimeSelection(meeting.id);
  const grid = page.getByRole('region', { name: 'Availability grid' });

  // Only the allowed weekdays, and the allowed hours from 09:00, whatever people answered.
  await expect(grid.getByRole('columnheader')).toHaveText([
    'Start time',
    'Mon 16 Nov',
    'Tue 17 Nov',
    'Wed 18 Nov',
    'Thu 19 Nov',
    'Fri 20 Nov',
  ]);
  await expect(grid.getByRole('rowheader').first()).toHaveText('09:00');
  await expect(grid.getByRole('rowheader').last()).toHaveText('16:30');

  // Free out of those who answered: the organizer (no calendar, so free), Ana, Ben and Cy; Priya
  // declined and Dev has not answered, so neither is counted.
  await expect(cell(page, 'Mon 16 Nov, 09:00')).toHaveText('4/4');
  await expect(cell(page, 'Mon 16 Nov, 09:30')).toHaveText('3/4+1?');
  await expect(cell(page, 'Mon 16 Nov, 09:30')).toHaveAccessibleName(
    'Mon 16 Nov, 09:30: 3 of 4 who answered free, 1 more if need be',
  );
  // Cy is busy from 11:00: a meeting from 10:30 is blocked by a required person.
  await expect(cell(page, 'Mon 16 Nov, 10:30')).toHaveAccessibleName(
    /2 of 4 who answered free, 1 more if need be, a required person is busy$/,
  );
  // A meeting from 16:30 would end after 17:00.
  await expect(cell(page, 'Tue 17 Nov, 16:30')).toHaveAccessibleName(/cannot be booked$/);

  // Hover shows who is where, with each person's own local time.
  await cell(page, 'Mon 16 Nov, 09:00').hover();
  const popover = page.getByRole('dialog', { name: 'Mon 16 Nov, 09:00–10:00' });
  await expect(popover).toBeVisible();
  await expect(popover.getByRole('region', { name: 'Free (4)' })).toContainText('Ana');
  await expect(popover.getByRole('region', { name: 'Free (4)' })).toContainText('Ben');
  await expect(popover.getByRole('region', { name: 'Free (4)' })).toContainText('04:00 New York');
  await expect(popover.getByRole('region', { name: 'Free (4)' })).toContainText('you');
  const declined = popover.getByRole('region', { name: 'Declined (1)' });
  await expect(declined).toContainText('Priya');
  await expect(declined).toContainText('14:30 Kolkata');
  await expect(popover.getByRole('region', { name: 'Not answered (1)' })).toContainText('Dev');
  await expect(popover.getByRole('region', { name: /^Busy/ })).toHaveCount(0);

  // Keyboard: one tab stop, arrows move, Enter opens, Escape goes back to the cell.
  await page.mouse.move(0, 0);
  await cell(page, 'Mon 16 Nov, 09:00').focus();
  await page.keyboard.press('ArrowDown');
  await expect(cell(page, 'Mon 16 Nov, 09:30')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(cell(page, 'Tue 17 Nov, 09:30')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  const pinned = page.getByRole('dialog', { name: 'Mon 16 Nov, 09:30–10:30' });
  await expect(pinned).toBeFocused();
  await expect(pinned.getByRole('region', { name: 'If need be (1)' })).toContainText('Ben');
  await page.keyboard.press('Escape');
  await expect(pinned).toHaveCount(0);
  await expect(cell(page, 'Mon 16 Nov, 09:30')).toBeFocused();

  // The declined person is Declined, in her own zone, on the suggestions too, never Busy.
  const best = pages.suggestions().first();
  await expect(best).toHaveAccessibleName('Option 1: Mon, 16 Nov 2026, 09:00–10:00');
  const priya = best.getByRole('row', { name: /Priya/ });
  await expect(priya).toContainText('Declined');
  await expect(priya).toContainText('14:30 Kolkata');
  await expect(priya).not.toContainText('Busy');
  await expect(priya).not.toContainText('working hours');

  // Tap a cell on Tuesday and book it from the popover.
  await cell(page, 'Tue 17 Nov, 14:00').click();
  const tuesday = page.getByRole('dialog', { name: 'Tue 17 Nov, 14:00–15:00' });
  await expect(tuesday.getByRole('region', { name: 'Busy (1)' })).toContainText('Ben');
  await tuesday.getByRole('button', { name: 'Book this time' }).click();
  const confirm = page.getByRole('dialog', { name: 'Book this time?' });
  await expect(confirm).toContainText('Tue, 17 Nov 2026, 14:00–15:00');
  await confirm.getByRole('button', { name: 'Book it' }).click();
  await expect(page).toHaveURL(new RegExp(`/meeting-scheduled\\?meeting=${meeting.id}$`));
  await expect(pages.heading).toHaveText('Your meeting');
  await expect(page.getByRole('region', { name: 'Release planning' })).toContainText(
    'Tue, 17 Nov 2026, 14:00–15:00',
  );
});

test('times that have passed by the server’s clock are struck out and cannot be booked', async ({
  page,
  request,
}) => {
  // Monday 10:10 in London: meetings starting 09:00 to 10:00 have begun.
  const meeting = await seed(page, request, AT.mondayMorning);
  const pages = new OrganizerMeetingPages(page);
  await pages.openTimeSelection(meeting.id);
  await expect(cell(page, 'Mon 16 Nov, 10:00')).toHaveAccessibleName(/cannot be booked$/);
  await expect(cell(page, 'Mon 16 Nov, 10:00')).toHaveText('');
  await expect(cell(page, 'Mon 16 Nov, 10:30')).not.toHaveAccessibleName(/cannot be booked/);
  await cell(page, 'Mon 16 Nov, 09:00').click();
  const past = page.getByRole('dialog', { name: 'Mon 16 Nov, 09:00–10:00' });
  await expect(past).toContainText('This time has already passed.');
  await expect(past.getByRole('button', { name: 'Book this time' })).toHaveCount(0);
  await expect(pages.suggestions().first()).not.toHaveAccessibleName(/Mon, 16 Nov 2026, (09|10):00/);
});
