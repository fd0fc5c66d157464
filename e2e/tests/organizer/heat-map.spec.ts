import { expect, test } from '@playwright/test';
import { OrganizerMeetingPages } from '../../pages/organizer-meeting-pages';
import { AT } from './organizer-support';
import { cell, seed } from './heat-map-seeds';

test.use({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
// Signing up and seeding through the real server take a while on a shared machine.
test.describe.configure({ timeout: 90_000 });

test('the heat map counts who can come, lists them by answer and books the chosen cell', async ({
  page,
  request,
}) => {
  const meeting = await seed(page, request);
  const pages = new OrganizerMeetingPages(page);
  await pages.openTimeSelection(meeting.id);
  const grid = page.getByRole('region', { name: 'Availability grid' });

  // Only the allowed weekdays, and the allowed hours: starts every 15 minutes from 09:00 to 16:00, the
  // last at which an hour's meeting ends by 17:00.
  await expect(grid.getByRole('columnheader')).toHaveText([
    'Start time',
    'Mon 16 Nov',
    'Tue 17 Nov',
    'Wed 18 Nov',
    'Thu 19 Nov',
    'Fri 20 Nov',
  ]);
  await expect(page.getByText('Start times within the allowed hours, 09:00–17:00.')).toBeVisible();
  await expect(grid.getByRole('rowheader').first()).toHaveText('09:00');
  await expect(grid.getByRole('rowheader').nth(1)).toHaveText('09:15');
  await expect(grid.getByRole('rowheader').last()).toHaveText('16:00');

  // Out of those counted: the organizer (no calendar, so free in working hours), Ana, Ben and Cy; Priya
  // declined and Dev has not answered, so neither is counted, and the legend says so.
  await expect(page.getByRole('region', { name: "Everyone's availability" })).toContainText(
    'Counted: you and the 3 guests who answered. Not counted: 1 who declined and 1 who has not answered.',
  );
  await expect(cell(page, 'Mon 16 Nov, 09:00')).toHaveText('4/4');
  await expect(cell(page, 'Mon 16 Nov, 09:00')).toHaveAccessibleName(
    'Mon 16 Nov, 09:00: 4/4, 4 of 4 can come, suggested option 1',
  );
  await expect(cell(page, 'Mon 16 Nov, 09:30')).toHaveText('3/4+1?');
  await expect(cell(page, 'Mon 16 Nov, 09:30')).toHaveAccessibleName(
    /^Mon 16 Nov, 09:30: 3\/4 \+1\?, 3 of 4 can come, 1 more if need be/,
  );
  // Cy is busy from 11:00: a meeting from 10:30 is blocked by a required person.
  await expect(cell(page, 'Mon 16 Nov, 10:30')).toHaveAccessibleName(
    /2\/4 \+1\?, 2 of 4 can come, 1 more if need be, a required person is busy/,
  );

  // Every hour on request: a meeting from 16:30 would end after 17:00, yet its count still shows.
  await expect(cell(page, 'Tue 17 Nov, 16:30')).toHaveCount(0);
  await page.getByRole('button', { name: 'Show all hours' }).click();
  await expect(grid.getByRole('rowheader').first()).toHaveText('00:00');
  await expect(grid.getByRole('rowheader').last()).toHaveText('23:45');
  await expect(cell(page, 'Tue 17 Nov, 16:30')).toHaveAccessibleName(/cannot be booked$/);
  await page.getByRole('button', { name: 'Show fewer hours' }).click();
  await expect(grid.getByRole('rowheader').first()).toHaveText('09:00');

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
  await expect(popover).toContainText('Suggested option 1');
  await expect(popover).toContainText('4 of 4 can come.');
  await expect(popover).toContainText('Counted: you and the 3 guests who answered.');
  await expect(popover.getByRole('region', { name: /^Busy/ })).toHaveCount(0);

  // Keyboard: one tab stop, arrows move, Enter opens, Escape goes back to the cell.
  await page.mouse.move(0, 0);
  await cell(page, 'Mon 16 Nov, 09:00').focus();
  await page.keyboard.press('ArrowDown');
  await expect(cell(page, 'Mon 16 Nov, 09:15')).toBeFocused();
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
