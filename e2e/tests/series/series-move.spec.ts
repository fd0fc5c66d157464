import { expect, test } from '@playwright/test';
import { bookFirstSeries } from './series-support';

test.use({ timezoneId: 'Europe/Berlin', locale: 'en-GB' });

test('moving a booked series says the weekly time it had, not only its old first date', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await bookFirstSeries(page, request);
  const booked = (await page.getByTestId('booked-time').textContent()) ?? '';
  const clock = /, (\d\d:\d\d)–/.exec(booked)?.[1];
  expect(clock, booked).toBeTruthy();
  await page.getByRole('button', { name: 'Move meeting' }).click();
  await page.getByRole('button', { name: 'Move here' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Move the meeting?' });
  await expect(dialog).toContainText(`Before: Every Tuesday at ${clock}`);
  await expect(dialog.locator('del')).toHaveText(`Every Tuesday at ${clock}`);
  await expect(dialog).toContainText(
    /After: Every \w+ at \d\d:\d\d, from \w+, \d+ Mar 2027, [\d:–]+ \(Berlin\)/,
  );
  await expect(dialog).toContainText('Every date of the series moves with it.');
});
