import { expect, test, type Browser, type Page } from '@playwright/test';
import { OrganizerScheduleForm } from '../../pages/organizer-schedule-form';
import { ParticipantPage } from '../../pages/participant-page';
import { seriousA11yProblems } from '../../support/axe';
import { signUpSignedIn } from '../../support/signed-in-browser';
import { pinClocks, pinServerClock } from '../../support/test-clock';

/**
 * Saturday 28 November 2026, late evening UTC (still Saturday in Berlin): the form's default window is
 * 28 Nov to 11 Dec, and the weekly series the organizer makes starts on Monday 1 March 2027. New York
 * moves its clocks on 14 March, Berlin on 28 March.
 */
const NOW = '2026-11-28T22:30:00Z';
const SERIES = 'Weekly on a weekday (Mon–Fri), 8 times from Mon 1 Mar 2027';
const NOV_DEC = /\b(Nov|Dec)\b/;

test.use({ timezoneId: 'Europe/Berlin', locale: 'en-GB', viewport: { width: 1280, height: 900 } });

async function guestPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    timezoneId: 'America/New_York',
    locale: 'en-GB',
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await pinClocks(page, NOW);
  return page;
}

/** Light and dark, wide and narrow: the screens a person reads, kept with the test's results. */
async function shoot(page: Page, name: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({
        path: test.info().outputPath(`${name}-${width}-${colorScheme}.png`),
        fullPage: true,
      });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a weekly series made in the form says what it is to the organizer and to a guest in New York', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signUpSignedIn(page, 'series-organizer');
  await page.clock.install({ time: new Date(NOW) });
  await pinServerClock(page.context(), NOW);

  const form = new OrganizerScheduleForm(page);
  await form.open();
  await form.title.fill('Weekly planning');
  await form.email(1).fill('ana@example.com');
  await form.name(1).fill('Ana');
  await expect(form.form.getByLabel('First day')).toHaveValue('2026-11-28');
  await form.form.getByLabel('Only between certain hours (in your time zone)').check();
  await form.form.getByLabel('From', { exact: true }).fill('14:00');
  await form.form.getByLabel('Until', { exact: true }).fill('18:00');

  await form.form.getByRole('checkbox', { name: /This meeting repeats/ }).check();
  // The series' first date sets the week guests answer in: no window of its own beside it.
  await expect(form.form.getByLabel('First day')).toHaveCount(0);
  await expect(form.form.getByLabel('Last day')).toHaveCount(0);
  await form.form.getByLabel('First date').fill('2027-03-01');
  await form.form.getByRole('spinbutton', { name: 'Number of occurrences' }).fill('8');
  await expect(form.form).toContainText('Guests mark a typical week: the seven days from the first date.');
  await shoot(page, 'form');
  await form.submit.click();

  await expect(page).toHaveURL(/\/meeting-confirmation\?meeting=[0-9a-f-]+$/);
  const request = page.getByRole('region', { name: 'Weekly planning' });
  await expect(request.getByTestId('series-summary')).toHaveText(SERIES);
  await expect(request).toContainText('30 minutes, weekdays 14:00–18:00 (Berlin)');
  await expect(request).not.toContainText(NOV_DEC);
  const link = await page.getByRole('textbox', { name: "Ana's link" }).inputValue();
  await shoot(page, 'confirmation');

  // Ana in New York opens her link.
  const ana = new ParticipantPage(await guestPage(browser));
  await ana.page.goto(new URL(link).pathname + new URL(link).search);
  await expect(ana.page.getByRole('heading', { level: 1, name: 'Share your availability' })).toBeVisible({
    timeout: 15_000,
  });
  const summary = ana.page.getByRole('region', { name: 'Weekly planning' });
  await expect(summary.getByRole('term')).toContainText(['Length', 'Repeats']);
  await expect(summary.getByRole('definition').nth(1)).toHaveText(SERIES);
  await expect(summary).not.toContainText('Between');
  await expect(ana.page.getByLabel('Your time zone')).toHaveValue('America/New_York');
  const note = ana.page.getByRole('region', { name: 'This meeting repeats' });
  await expect(note.getByTestId('clock-shifts')).toContainText(
    'From Sun 14 Mar 2027 to Sat 27 Mar 2027, each meeting is 1 hour later than in the week below.',
  );

  const grid = ana.page.getByRole('grid', { name: 'Your availability in a typical week' });
  await expect(grid.getByRole('columnheader')).toHaveText(['Time', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri']);
  await expect(ana.page.getByRole('button', { name: 'Next week' })).toHaveCount(0);
  await expect(ana.page.getByText(/week \d of \d/)).toHaveCount(0);
  await expect(ana.page.locator('main')).not.toContainText(NOV_DEC);

  // Berlin 14:00–18:00 is 08:00–12:00 in New York in early March: Monday 09:00 to 10:30 by a mouse drag.
  const cell = (day: number, row: number) =>
    grid.locator(`[role="gridcell"][data-day="${day}"][data-row="${row}"]`);
  const from = cell(0, 2);
  const to = cell(0, 4);
  await expect(from).toHaveAttribute('aria-label', /^Monday, 09:00, /);
  await expect(to).toHaveAttribute('aria-label', /^Monday, 10:00, /);
  await ana.dragPaint(from, to);
  await expect(to).toHaveAttribute('data-state', 'available');
  await expect(ana.preview.getByRole('listitem')).toHaveText(['Monday, 09:00 – 10:30']);
  expect(await seriousA11yProblems(ana.page)).toEqual([]);
  await shoot(ana.page, 'guest');

  await ana.page.getByRole('button', { name: 'Share my availability' }).click();
  await expect(ana.page).toHaveURL(/\/participant-confirmation\?token=/);
  await expect(ana.page.getByRole('heading', { level: 1 })).toHaveText(
    'Thanks for sharing your availability',
  );
  await expect(ana.page.getByText(SERIES, { exact: true })).toBeVisible();
  const shared = ana.page.getByRole('region', { name: 'What you shared' });
  await expect(shared).toContainText('A typical week, in New York (GMT-5)');
  await expect(shared.getByRole('listitem')).toHaveText(['Monday, 09:00 – 10:30']);
  await expect(ana.page.locator('main')).not.toContainText(NOV_DEC);
  await shoot(ana.page, 'thank-you');

  // Your meetings says the same.
  await page.goto('/dashboard/meetings');
  const row = page.getByRole('list', { name: 'Your meetings' }).getByRole('listitem').first();
  await expect(row).toContainText(SERIES);
  await expect(row).toContainText('1 answered');
  await shoot(page, 'your-meetings');
});
