import { expect, test } from '@playwright/test';

const PAGES: [path: string, title: string][] = [
  ['/', 'Effortless Meeting Scheduling'],
  ['/get-started', 'Get Started - Overlap'],
  ['/pricing', 'Pricing - Overlap'],
  ['/pitch', 'Pitch - Overlap'],
  ['/blocks', 'Blocks - Overlap'],
  ['/how-it-works', 'How It Works - Overlap'],
  ['/features/sync-google-calendar', 'Sync Google Calendar - Overlap'],
  ['/features/sync-microsoft-calendar', 'Sync Microsoft Calendar - Overlap'],
  ['/features/sync-apple-calendar', 'Sync Apple Calendar - Overlap'],
  ['/features/sync-caldav-calendar', 'Sync CalDAV Calendar - Overlap'],
  ['/solutions/for-remote-teams', 'For Remote Teams - Overlap'],
  ['/blog', 'Blog - Overlap'],
  ['/terms', 'Terms of Service - Overlap'],
  ['/privacy', 'Privacy Policy - Overlap'],
  ['/team', 'About - Overlap'],
  ['/logout', 'Logout - Overlap'],
  ['/meeting-confirmation', 'Meeting Request Sent - Overlap'],
  ['/meeting-scheduled', 'Meeting scheduled - Overlap'],
  ['/participant/availability', 'Share Your Availability - Overlap'],
  ['/participant-confirmation', 'Availability Shared - Overlap'],
  ['/organizer-time-selection', 'Choose a Time - Overlap'],
  ['/winner', 'Meeting Time - Overlap'],
];

for (const [path, title] of PAGES) {
  test(`${path} renders with its title`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('a signed-out visitor returning to /calendar/callback is sent home to sign in, and the return is remembered', async ({
  page,
}) => {
  await page.goto('/calendar/callback?state=abc&code=xyz');
  await expect(page).toHaveURL('/');
  await expect(page).toHaveTitle('Effortless Meeting Scheduling');
  const remembered = await page.evaluate(() => Object.values(sessionStorage).join(' '));
  expect(remembered).toContain('/calendar/callback?state=abc&code=xyz');
});

test('an unknown path shows the 404 page', async ({ page }) => {
  const response = await page.goto('/this/does/not/exist');
  expect(response?.status()).toBe(200); // the SPA answers and the client router decides
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found - Overlap');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL('/');
});

test('pages load lazily behind a Loading... fallback', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const lazyChunks: string[] = [];
  await page.route(/\/assets\/pricing-page-.*\.js$/, async (route) => {
    lazyChunks.push(route.request().url());
    await held;
    await route.continue();
  });
  await page.goto('/pricing');
  await expect(page.getByRole('status').getByText('Loading...')).toBeVisible();
  release();
  await expect(page).toHaveTitle('Pricing - Overlap');
  expect(lazyChunks).toHaveLength(1);
});

test('the footer links to the legal pages', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(`© ${new Date().getFullYear()} Overlap`)).toBeVisible();
  await footer.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL('/terms');
  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL('/privacy');
  await footer.getByRole('link', { name: 'Overlap home' }).click();
  await expect(page).toHaveURL('/');
});

test('hashed assets are cached for a year and pages are revalidated', async ({ request, page }) => {
  const html = await request.get('/pricing');
  expect(html.headers()['cache-control']).toBe('no-cache');
  expect(html.headers()['content-security-policy']).toContain("script-src 'self'");
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (/\/assets\/.+\.js$/.test(r.url())) scripts.push(r.headers()['cache-control'] ?? '');
  });
  await page.goto('/');
  // The prerendered page asks for its scripts once it has painted.
  await expect.poll(() => scripts.length, { timeout: 20_000 }).toBeGreaterThan(0);
  for (const header of scripts) expect(header).toBe('public, max-age=31536000, immutable');
});
