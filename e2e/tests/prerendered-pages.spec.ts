import { expect, test, type Page } from '@playwright/test';
import { pinClocks, pinServerClock } from '../support/test-clock';
import { AT } from './participant/participant-support';
import { seedMeeting } from '../support/seed-meeting';

/** Console errors and page errors (a hydration mismatch or a refused script shows up here). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  return errors;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

  test('the landing page is there whole, from its HTML', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Instant, dead-simple scheduling');
    await expect(page.getByText('No polls, no back-and-forth.')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('the guest page shows its heading over a skeleton of the request', async ({ page }) => {
    await page.goto('/participant/availability?token=not-a-real-token');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Share your availability');
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading...');
    await expect(page.getByText('Requested by')).toHaveCount(0);
  });

  test.describe('in German', () => {
    test.use({ locale: 'de-DE' });

    test('the guest page greets the guest by name from its HTML, in the browser’s language', async ({
      page,
      request,
    }) => {
      await pinServerClock(page.context(), AT.sundayNoon);
      const seeded = await seedMeeting(request, { now: AT.sundayNoon });
      await page.goto(`/participant/availability?token=${seeded.tokens[0]}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Teilen Sie Ihre Verfügbarkeit');
      await expect(
        page.getByText('Hallo Ana. Olga Organizer sucht einen Termin, der allen passt.'),
      ).toBeVisible();
      await expect(page.getByRole('main').getByRole('status')).toHaveText('Wird geladen …');
    });
  });

  test('another public page shows its layout around "Loading..."', async ({ page }) => {
    await page.goto('/participant/availability?token=not-a-real-token');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading...');
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

test('the browser takes over the prerendered landing page without rebuilding it', async ({ page }) => {
  const errors = collectErrors(page);
  // Marks the prerendered elements before any of the app's scripts run: hydration keeps them.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      document.querySelector('h1')?.setAttribute('data-prerendered-node', '');
      document.querySelector('footer')?.setAttribute('data-prerendered-node', '');
    });
  });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('button', { name: 'Sign In' })).toBeEnabled({ timeout: 30_000 });
  await expect(page.getByRole('contentinfo')).toContainText(/© \d{4} Overlap/);
  await expect(page.locator('h1[data-prerendered-node]')).toHaveCount(1);
  await expect(page.locator('footer[data-prerendered-node]')).toHaveCount(1);
  // The app is live: the typewriter types.
  await expect(page.getByTestId('typewriter-text')).not.toHaveText('', { timeout: 30_000 });
  expect(errors).toEqual([]);
});

test('a saved dark theme shows in the toggle once the landing page is hydrated', async ({ page }) => {
  const errors = collectErrors(page);
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.locator('[data-theme-choice]').first()).toHaveAttribute('data-theme-choice', 'dark', {
    timeout: 30_000,
  });
  expect(errors).toEqual([]);
});

test('the guest page asks for its meeting before the app has arrived, and only once', async ({
  page,
  request,
}) => {
  await pinClocks(page, AT.sundayNoon);
  const seeded = await seedMeeting(request, { now: AT.sundayNoon });
  const errors = collectErrors(page);
  const meetingRequests: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/participant/meeting') meetingRequests.push(r.url());
  });
  // The app's entry module is held back until the meeting has been asked for.
  let releaseEntry = () => {};
  const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await entryHeld;
    await route.continue();
  });
  const asked = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/participant/meeting');
  await page.goto(`/participant/availability?token=${seeded.tokens[0]}`, { waitUntil: 'commit' });
  await asked;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Share your availability');
  // The server wrote the greeting into the HTML: it is there before any of the app's scripts.
  await expect(
    page.getByText('Hi Ana. Olga Organizer wants to find a time that works for everyone.'),
  ).toBeVisible();
  releaseEntry();
  await expect(page.getByText('Requested by Olga Organizer')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('grid')).toBeVisible();
  expect(meetingRequests).toHaveLength(1);
  expect(errors).toEqual([]);
});
