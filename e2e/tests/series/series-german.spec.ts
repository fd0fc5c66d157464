import { expect, test } from '@playwright/test';
import { openAnsweredSeries } from './series-support';

test.use({ timezoneId: 'Europe/Berlin', locale: 'en-GB' });

test('Choose a time for a series reads in German once the language is switched', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await openAnsweredSeries(page, request);
  const picker = page.getByLabel('Language');
  await expect(picker).toBeEnabled();
  await picker.selectOption('de');

  const first = page.getByRole('listitem', { name: /^Option 1: Jeden Dienstag um \d\d:\d\d$/ });
  await expect(first).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Vorgeschlagene Zeiten für die Serie' })).toBeVisible();
  await expect(first.getByRole('group', { name: '6 Termine, 1 mit Konflikt' })).toBeVisible();
  await expect(first.getByRole('button', { name: '23. März 2027: Ana kann nicht' })).toBeVisible();
  await expect(first.getByRole('button', { name: 'Diese Serie buchen' })).toBeEnabled();
  await expect(
    page.getByText('Wöchentlich an einem beliebigen Tag, 6 Mal ab Di., 9. März 2027.'),
  ).toBeVisible();
});
