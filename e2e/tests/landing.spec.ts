import { expect, test } from '@playwright/test';

test('the demo card books a slot and goes back to the times', async ({ page }) => {
  await page.goto('/');
  const demo = page.getByRole('region', { name: 'Scheduling demo' });
  const options = demo.getByRole('option');
  await expect(options).toHaveCount(3);
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(demo.getByText('Best match')).toBeVisible();

  await demo.getByRole('button', { name: 'Book this slot' }).click();
  await expect(demo.getByRole('heading', { name: 'Meeting Scheduled' })).toBeVisible();
  await expect(demo.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(demo.getByText('All participants confirmed')).toBeVisible();
  await expect(demo.getByText('All calendars synced')).toBeVisible();

  await demo.getByRole('button', { name: 'Back to times' }).click();
  await expect(demo.getByRole('option')).toHaveCount(3);
  await expect(demo.getByRole('button', { name: 'Book this slot' })).toBeVisible();
});

test('the headline types the audiences with a cursor', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('|');
  // Each word is complete for only 100 ms, so record every text the element shows for a while.
  const seen = await page.getByTestId('typewriter-text').evaluate(
    (el) =>
      new Promise<string[]>((resolve) => {
        const texts = new Set<string>([el.textContent ?? '']);
        const observer = new MutationObserver(() => texts.add(el.textContent ?? ''));
        observer.observe(el, { childList: true, characterData: true, subtree: true });
        setTimeout(() => {
          observer.disconnect();
          resolve([...texts]);
        }, 4_500);
      }),
  );
  expect(seen).toContain('freelancers');
  expect(seen).toContain('startup teams');
});

test('the landing page has its sections and call to action', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Get Started for Free' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
  const steps = page.getByRole('list').filter({ hasText: 'Connect calendars' }).getByRole('listitem');
  await expect(steps).toHaveCount(3);
  await expect(page.getByRole('table', { name: /Pain points/ })).toBeVisible();
});

test('the theme choice survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/);
  const toggle = page.getByRole('button', { name: /^Theme:/ });
  await expect(toggle).toHaveAttribute('data-theme-choice', 'system');
  await toggle.click(); // light
  await toggle.click(); // dark
  await expect(html).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(html).toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: /^Theme:/ })).toHaveAttribute('data-theme-choice', 'dark');
});

test('the system theme follows the operating system', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});
