import { expect, test } from '@playwright/test';
import { signUpSignedIn } from '../../support/signed-in-browser';

test.use({ locale: 'en-GB', viewport: { width: 375, height: 740 } });

test('Settings → Webhooks by keyboard: the form takes focus where its button was, points at what to put right, and gives focus back', async ({
  page,
}) => {
  await signUpSignedIn(page, 'hookfocus', '/dashboard/settings');
  const section = page.getByRole('region', { name: 'Webhooks' });
  const add = section.getByRole('button', { name: 'Add webhook' });
  const url = section.getByLabel('Endpoint URL');

  await add.focus();
  await page.keyboard.press('Enter');
  await expect(url).toBeFocused();
  await section.getByRole('button', { name: 'Cancel' }).press('Enter');
  await expect(add).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(url).toBeFocused();
  // Sent from its button with nothing filled in, the form puts focus on what to put right.
  const send = section.locator('form').getByRole('button', { name: 'Add webhook' });
  await send.press('Enter');
  await expect(url).toBeFocused();
  await expect(url).toHaveAccessibleDescription('Enter a web address starting with https:// or http://');
  await page.keyboard.type('http://127.0.0.1:9/overlap-events');
  await section.getByRole('checkbox', { name: /meeting\.scheduled/ }).uncheck();
  await send.press('Enter');
  await expect(section.getByRole('checkbox').first()).toBeFocused();
  await section.getByRole('checkbox', { name: /meeting\.scheduled/ }).check();
  await url.press('Enter');
  const item = section.getByTestId('webhook-item');
  await expect(item).toBeVisible({ timeout: 15_000 });
  await expect(add).toBeFocused();

  const edit = item.getByRole('button', { name: 'Edit' });
  await edit.press('Enter');
  await expect(url).toBeFocused();
  await section.getByRole('button', { name: 'Cancel' }).press('Enter');
  await expect(item.getByRole('button', { name: 'Edit' })).toBeFocused();
});
