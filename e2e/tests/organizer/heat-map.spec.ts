import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { OrganizerMeetingPages } from '../../pages/organizer-meeting-pages';
import { seriousA11yProblems } from '../../support/axe';
import {
  AT,
  createMeeting,
  decline,
  paint,
  shoot,
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

/**
 * A half-hour meeting on any hour of the weekdays, Mon 16 – Sun 22 Nov 2026 in London. Ana and Cy
 * (required) and Ben (optional) painted, and all three can make only Wed 14:30–15:00 together; Ben can
 * also make Tuesday evening. Priya (required) declined; Dev (optional) has not answered.
 */
async function seedHalfHour(page: Page, request: Parameters<typeof createMeeting>[0]) {
  const auth = await signInOrganizerAt(page, AT.sundayLate);
  const meeting = await createMeeting(request, auth, AT.sundayLate, {
    title: 'Design review',
    durationMinutes: 30,
    allowedHours: null,
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
    ['2026-11-16T10:00:00Z', '2026-11-16T12:00:00Z'],
    ['2026-11-18T14:00:00Z', '2026-11-18T15:00:00Z'],
  ]);
  await paint(request, meeting, 'Ben', 'America/New_York', [
    ['2026-11-17T18:00:00Z', '2026-11-17T19:00:00Z'],
    ['2026-11-18T14:30:00Z', '2026-11-18T15:30:00Z'],
  ]);
  await paint(request, meeting, 'Cy', 'Europe/London', [
    ['2026-11-16T10:00:00Z', '2026-11-16T11:00:00Z'],
    ['2026-11-18T14:15:00Z', '2026-11-18T15:00:00Z'],
  ]);
  await decline(request, meeting, 'Priya', 'Asia/Kolkata');
  return meeting;
}

const views = [
  { width: 1280, height: 900 },
  { width: 375, height: 800 },
];

test('a half-hour meeting’s best time has a cell of its own, marked, with its count in its name', async ({
  page,
  request,
}) => {
  const meeting = await seedHalfHour(page, request);
  const pages = new OrganizerMeetingPages(page);
  await pages.openTimeSelection(meeting.id);
  const grid = page.getByRole('region', { name: 'Availability grid' });

  await expect(pages.suggestions().first()).toHaveAccessibleName('Option 1: Wed, 18 Nov 2026, 14:30–15:00', {
    timeout: 30_000,
  });
  const best = cell(page, 'Wed 18 Nov, 14:30');
  await expect(best).toHaveText('4/4');
  await expect(best).toHaveAccessibleName('Wed 18 Nov, 14:30: 4/4, 4 of 4 can come, suggested option 1');
  // The other suggestions are marked too, each with its own number.
  const second = await pages.suggestions().nth(1).getAttribute('aria-label');
  expect(second).toMatch(/^Option 2: /);
  await expect(grid.getByRole('button', { name: /, suggested option 2$/ })).toHaveCount(1);

  // No hours are set: the rows run from the first to the last start someone can come at, every 15
  // minutes (the organizer's working day, and Ben's Tuesday evening).
  await expect(
    page.getByText('Start times from 09:00 to 18:30: the earliest and latest at which someone can come.'),
  ).toBeVisible();
  await expect(grid.getByRole('rowheader').first()).toHaveText('09:00');
  await expect(grid.getByRole('rowheader').nth(1)).toHaveText('09:15');
  await expect(grid.getByRole('rowheader').last()).toHaveText('18:30');
  // Only Ben can come on Tuesday evening, so the cell says so rather than being left out.
  await expect(cell(page, 'Tue 17 Nov, 18:15')).toHaveText('1/4');

  for (const view of views) {
    await page.setViewportSize(view);
    await shoot(page, 'heat-map-half-hour', {
      target: page.getByRole('region', { name: "Everyone's availability" }),
    });
    await shoot(page, 'heat-map-half-hour', {
      dark: true,
      target: page.getByRole('region', { name: "Everyone's availability" }),
    });
  }
  await page.setViewportSize(views[0]!);
  await page.emulateMedia({ colorScheme: 'light' });

  // The rest of the day on request, with the keyboard.
  await page.getByRole('button', { name: 'Show all hours' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Every start time of the day.')).toBeVisible();
  await expect(grid.getByRole('rowheader').first()).toHaveText('00:00');
  await expect(grid.getByRole('rowheader').last()).toHaveText('23:45');
  await expect(cell(page, 'Wed 18 Nov, 03:00')).toHaveText('0/4');
  await page.getByRole('button', { name: 'Show fewer hours' }).click();
  await expect(grid.getByRole('rowheader').first()).toHaveText('09:00');
});

test('axe-core’s check that each cell’s name holds what it shows (WCAG 2.5.3) passes on Choose a time', async ({
  page,
  request,
}) => {
  // Axe reads every one of the day's cells.
  test.setTimeout(180_000);
  const meeting = await seedHalfHour(page, request);
  const pages = new OrganizerMeetingPages(page);
  await pages.openTimeSelection(meeting.id);
  // Ranking on a busy machine can take a while.
  await expect(cell(page, 'Wed 18 Nov, 14:30')).toHaveText('4/4', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Show all hours' }).click();
  await expect(cell(page, 'Wed 18 Nov, 03:00')).toHaveText('0/4');
  const results = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
  expect(results.violations).toEqual([]);
  // It ran on the cells: hundreds of them, each a button labelled by more than its content.
  const checked = results.passes.find((rule) => rule.id === 'label-content-name-mismatch');
  expect(checked?.nodes.length ?? 0).toBeGreaterThan(400);
  expect(await seriousA11yProblems(page)).toEqual([]);
});

test('when nothing fits, the one-click fixes come first and the map after them', async ({
  page,
  request,
}) => {
  const auth = await signInOrganizerAt(page, AT.sundayLate);
  const meeting = await createMeeting(request, auth, AT.sundayLate, {
    title: 'Late call',
    durationMinutes: 30,
    allowedHours: null,
    windowStart: '2026-11-16T00:00:00Z',
    windowEnd: '2026-11-23T00:00:00Z',
    people: [{ name: 'Ana' }, { name: 'Cy' }, { name: 'Ben', required: false }],
  });
  // Ana can come only on Monday evening, after the organizer's working day; Cy on Monday 08:00–18:00.
  await paint(request, meeting, 'Ana', 'Europe/London', [['2026-11-16T20:00:00Z', '2026-11-16T22:00:00Z']]);
  await paint(request, meeting, 'Cy', 'Europe/London', [['2026-11-16T08:00:00Z', '2026-11-16T18:00:00Z']]);
  const pages = new OrganizerMeetingPages(page);
  await pages.openTimeSelection(meeting.id);

  const fixes = page.getByRole('region', { name: 'No time fits every required person yet' });
  const fix = fixes.getByRole('button', { name: /^Make optional: Make Ana optional/ });
  await expect(fix).toBeVisible({ timeout: 30_000 });
  // The first section under the meeting's title is the fixes; who has not answered, the suggestions and
  // the map of what nobody can make come after them.
  const headings = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(headings).toHaveText([
    'Late call',
    'No time fits every required person yet',
    'Not answered yet',
    'Suggested times',
    "Everyone's availability",
  ]);
  const map = page.getByRole('region', { name: "Everyone's availability" });
  const [fixesBox, mapBox] = [await fixes.boundingBox(), await map.boundingBox()];
  expect(fixesBox!.y + fixesBox!.height).toBeLessThan(mapBox!.y);
  await expect(map).toContainText(
    'Start times from 08:00 to 21:30: the earliest and latest at which someone can come.',
  );
  await expect(map).toContainText(
    'Counted: you and the 2 guests who answered. Not counted: 1 who has not answered.',
  );

  for (const view of views) {
    await page.setViewportSize(view);
    await shoot(page, 'heat-map-nothing-fits');
    await shoot(page, 'heat-map-nothing-fits', { dark: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });

  await page.setViewportSize(views[0]!);
  await fix.click();
  // With Ana optional, Monday in the organizer's working day fits.
  await expect(fixes).toHaveCount(0, { timeout: 30_000 });
  await expect(pages.suggestions().first()).toBeVisible();
});
