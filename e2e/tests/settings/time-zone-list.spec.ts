import { expect, test, type Page } from '@playwright/test';
import { pinAfterSignIn } from '../../support/pinned-sign-in';
import { signUpSignedIn } from '../../support/signed-in-browser';

// Mid-January: London on GMT, New York on GMT-5, whenever the test runs.
const WINTER = '2026-01-15T12:00:00Z';

async function openSettingsInWinter(page: Page, prefix: string) {
  await signUpSignedIn(page, prefix, '/dashboard/settings');
  await pinAfterSignIn(page, WINTER);
  await page.goto('/dashboard/settings');
}

test.use({ locale: 'en-GB', timezoneId: 'Europe/London', viewport: { width: 1280, height: 900 } });

test('Settings opens the time zone list at the chosen zone, not at the top of the world', async ({
  page,
}) => {
  await openSettingsInWinter(page, 'zonelist');
  await expect(page.getByTestId('selected-time-zone')).toHaveText('London (GMT+0)');
  const box = page.getByRole('combobox', { name: 'Time zone', exact: true });
  await box.click();
  const list = page.getByRole('listbox', { name: 'Time zones' });
  const chosen = list.getByRole('option', { selected: true });
  await expect(chosen).toHaveAccessibleName('London (GMT+0), United Kingdom');
  const [listBox, chosenBox] = [await list.boundingBox(), await chosen.boundingBox()];
  expect(chosenBox!.y).toBeGreaterThanOrEqual(listBox!.y);
  expect(chosenBox!.y + chosenBox!.height).toBeLessThanOrEqual(listBox!.y + listBox!.height);
  await page.keyboard.press('Escape');
  await expect(list).toHaveCount(0);
});

test('a person finds Kolkata by its city or by its offset, never under its old name', async ({ page }) => {
  // Many steps, a save and a reload.
  test.setTimeout(90_000);
  await openSettingsInWinter(page, 'zonefind');
  const box = page.getByRole('combobox', { name: 'Time zone', exact: true });
  const list = page.getByRole('listbox', { name: 'Time zones' });

  await box.fill('Kolkata');
  await expect(list.getByRole('option')).toHaveText(['Kolkata (GMT+5:30)India · Asia/Kolkata']);
  await list.getByRole('option', { name: 'Kolkata (GMT+5:30), India' }).click();
  await expect(list).toHaveCount(0);
  await expect(box).toHaveValue('Asia/Kolkata');
  await expect(page.getByTestId('selected-time-zone')).toHaveText('Kolkata (GMT+5:30)');

  // By offset, chosen with the keyboard.
  await box.fill('GMT-5');
  await expect(list.getByRole('option', { name: 'New York (GMT-5), United States' })).toBeVisible();
  await box.fill('GMT+5:30');
  const options = list.getByRole('option');
  await expect(options.first()).toBeVisible();
  const names = await options.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
  expect(names).toContain('Kolkata (GMT+5:30), India');
  expect(names.every((name) => name?.includes('(GMT+5:30)'))).toBe(true);
  expect(names.join(' ')).not.toContain('Calcutta');

  await box.fill('Kyiv');
  await page.keyboard.press('Enter');
  await expect(box).toHaveValue('Europe/Kyiv');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('selected-time-zone')).toHaveText('Kyiv (GMT+2)');

  await box.fill('Nowhere at all');
  await expect(list.getByRole('option')).toHaveText(/No time zone matches “Nowhere at all”/);
  await box.blur();
  await expect(page.getByText('Choose a time zone from the list.')).toBeVisible();
});
