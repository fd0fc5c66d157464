import { expect, test, type Page } from '@playwright/test';
import { signUpSignedIn } from '../support/signed-in-browser';

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

// 320 px: the narrowest phones still in use, where German's long words meet the least room.
test.use({ viewport: { width: 320, height: 640 }, locale: 'de-DE' });

test('the landing page and a provider’s step-by-step page fit a 320 px phone in German', async ({ page }) => {
  for (const path of ['/', '/features/sync-microsoft-calendar']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect.soft(await sidewaysOverflow(page), path).toBe(0);
  }
});

test('the footer and Settings fit a 320 px phone in German', async ({ page }) => {
  await signUpSignedIn(page, 'narrow', '/dashboard/settings');
  await expect(page.getByRole('radio', { name: 'Dunkel' })).toBeAttached();
  expect(await sidewaysOverflow(page), 'Settings').toBe(0);

  await page.goto('/meeting-scheduled');
  await expect(page.getByRole('link', { name: 'Datenschutzerklärung' })).toBeVisible();
  expect(await sidewaysOverflow(page), 'a page with the footer').toBe(0);
});
