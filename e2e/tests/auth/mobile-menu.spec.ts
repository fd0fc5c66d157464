import { expect, test } from '@playwright/test';
import { DashboardPage } from '../../pages/dashboard-page';
import { signUpSignedIn } from '../../support/signed-in-browser';

test.use({ viewport: { width: 375, height: 740 } });

test('signed-in mobile menus slide in from the right, w-72, with the items of spec §2', async ({ page }) => {
  await signUpSignedIn(page, 'mobile');
  // Under 768px Logout lives in the menu only, not beside it in the bar (Button's inline-flex once beat hidden).
  await expect(page.getByRole('button', { name: 'Logout' })).toBeHidden();

  // On the dashboard: its tabs and Logout.
  await page.getByRole('button', { name: 'Open menu' }).click();
  let menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  const box = (await menu.boundingBox())!;
  expect(box.width).toBe(288);
  expect(Math.round(box.x + box.width)).toBe(375);
  const items = menu.getByRole('navigation', { name: 'Mobile' }).getByRole('button');
  await expect(items).toHaveText(['Schedule Meeting', 'Your Meetings', 'Connections', 'Settings', 'Logout']);
  await menu.getByRole('button', { name: 'Settings' }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);

  // Elsewhere: Dashboard, Connect Calendar, Logout.
  await page.goto('/pricing');
  await page.waitForFunction(() => typeof window.getAccessToken === 'function');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('navigation', { name: 'Mobile' }).locator('a, button')).toHaveText([
    'Dashboard',
    'Connect Calendar',
    'Logout',
  ]);
  await menu.getByRole('link', { name: 'Dashboard' }).click();
  await new DashboardPage(page).expectTab('schedule');
});
