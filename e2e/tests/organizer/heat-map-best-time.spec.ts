import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { OrganizerMeetingPages } from '../../pages/organizer-meeting-pages';
import { seriousA11yProblems } from '../../support/axe';
import { AT, createMeeting, paint, shoot, signInOrganizerAt } from './organizer-support';
import { cell, seedHalfHour } from './heat-map-seeds';

test.use({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
// Signing up and seeding through the real server take a while on a shared machine.
test.describe.configure({ timeout: 90_000 });

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
  // the map of what nobody can make come after them, and deleting the request last of all.
  const headings = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(headings).toHaveText([
    'Late call',
    'No time fits every required person yet',
    'Not answered yet',
    'Suggested times',
    "Everyone's availability",
    'Delete this request',
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
