import { expect, test, type Locator } from '@playwright/test';
import { bookFirstSeries, openAnsweredSeries } from './series-support';

test.use({ timezoneId: 'Europe/Berlin', locale: 'en-GB', viewport: { width: 375, height: 740 } });

/** How far a button's own words run outside its box, in pixels (0 when they fit). */
const wordsOutside = (button: Locator) =>
  button.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const words = element.querySelector('[aria-hidden="true"]')!.getBoundingClientRect();
    return Math.max(
      0,
      box.top - words.top,
      words.bottom - box.bottom,
      box.left - words.left,
      words.right - box.right,
    );
  });

test('on a phone, each date of the occurrence strip is a target of at least 24 by 24 pixels', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { first } = await openAnsweredSeries(page, request);
  const cells = first.getByRole('group', { name: '6 occurrences, 1 with a conflict' }).getByRole('button');
  await expect(cells).toHaveCount(6);
  for (const box of await cells.evaluateAll((all) => all.map((cell) => cell.getBoundingClientRect())))
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
});

test('on a phone, cancelling and restoring a date by keyboard keeps focus on Upcoming dates, and the German buttons hold their words', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await bookFirstSeries(page, request);
  const dates = page.getByRole('region', { name: 'Upcoming dates' });
  const heading = dates.getByRole('heading', { name: 'Upcoming dates' });

  await dates.getByRole('button', { name: /^Cancel Tue, 23 Mar 2027, [\d:–]+$/ }).focus();
  await page.keyboard.press('Enter');
  await page
    .getByRole('dialog', { name: 'Cancel this date?' })
    .getByRole('button', { name: 'Cancel the date' })
    .press('Enter');
  await expect(dates.getByRole('status')).toContainText(/^Tue, 23 Mar 2027, .* is cancelled\.$/);
  await expect(heading).toBeFocused();
  // The next Tab reaches the dates again, not the top of the page.
  await page.keyboard.press('Tab');
  await expect(dates.getByRole('button').first()).toBeFocused();

  await dates.getByRole('button', { name: /^Restore Tue, 23 Mar 2027, / }).focus();
  await page.keyboard.press('Enter');
  const restore = page.getByRole('dialog', { name: 'Restore this date?' });
  await restore.getByRole('button').last().press('Enter');
  await expect(dates.getByRole('status')).toContainText(/^Tue, 23 Mar 2027, .* is back on/);
  await expect(heading).toBeFocused();

  await page.getByLabel('Language').selectOption('de');
  const germanDates = page.getByRole('region', { name: 'Kommende Termine' });
  const later = germanDates.getByRole('button', { name: /und alle folgenden Termine absagen$/ });
  await expect(later).toHaveCount(5);
  for (const button of await germanDates.getByRole('button').all())
    expect(await wordsOutside(button)).toBe(0);
});
