import { expect, test, type Locator } from '@playwright/test';
import { signInAsAdmin } from '../../pages/admin-email-pages';

/** How many lines a link's words take. */
function lines(link: Locator): Promise<number> {
  return link.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
}

test.use({ viewport: { width: 375, height: 740 } });

test('the admin home’s quick actions each read on one line on a phone', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin');
  const quick = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Quick Actions' }) });
  const actions = quick.getByRole('link');
  await expect(actions).toHaveText(['Manage Users', 'View Meetings', 'Email Templates', 'View Analytics']);
  for (const action of await actions.all()) expect(await lines(action), await action.innerText()).toBe(1);
});
