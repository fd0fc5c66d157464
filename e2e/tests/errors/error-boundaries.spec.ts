import { expect, test, type ConsoleMessage, type Locator, type Page } from '@playwright/test';
import { DashboardPage } from '../../pages/dashboard-page';
import { signUpSignedIn } from '../../support/signed-in-browser';
import { applyView, shotName, VIEWS } from '../../support/views';

// The boundaries are reached the way real failures reach them: a server call that fails or answers
// data the page cannot show (intercepted in the browser), and a promise nobody handles. No test hook
// ships in the app.

const CONNECTIONS_API = '**/api/calendar-connections';

const boundary = (page: Page) => page.getByRole('alert').filter({ has: page.getByRole('heading') });

/**
 * Sign-up ends on the Schedule tab, whose video-call field reads the same connections endpoint; a read still
 * in flight there would be counted by a route set afterwards. A blank page has nothing in flight.
 */
async function leaveTheApp(page: Page) {
  await page.goto('about:blank');
}

/**
 * Queries retry a server error three times, 1, 2 and 4 s apart (spec §9), before the boundary shows. With
 * the page's clock installed, this moves it on a second every tenth of a second until `shown` is visible,
 * instead of waiting out the delays in real time.
 */
async function skipRetryWaitsUntil(page: Page, shown: Locator) {
  await expect
    .poll(
      async () => {
        await page.clock.fastForward(1_000);
        return shown.isVisible();
      },
      { timeout: 60_000, intervals: [100] },
    )
    .toBe(true);
}

async function expectConnectionsTab(page: Page) {
  await new DashboardPage(page).expectTab('connections');
}

test.use({ viewport: { width: 1280, height: 900 } });

test('a page whose data cannot be loaded says so and Try Again asks the server again', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  await signUpSignedIn(page, 'boundary');
  await leaveTheApp(page);
  let calls = 0;
  await page.route(CONNECTIONS_API, (route) => {
    calls += 1;
    return route.fulfill({ status: 500, json: { error: 'Database unavailable' } });
  });
  await page.clock.install();
  await page.goto('/dashboard/connections');

  const panel = boundary(page);
  // Queries retry a server error three times, a second or more apart (spec §9), before the page gives up.
  await skipRetryWaitsUntil(page, panel.getByRole('heading', { name: 'Something went wrong' }));
  await expect(panel).toContainText('An unexpected error occurred. Please try refreshing the page.');
  await expect(panel.getByRole('button', { name: 'Reload Page' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Go Home' })).toHaveCount(0);
  // One try and three retries.
  expect(calls).toBe(4);

  for (const view of VIEWS) {
    await applyView(page, view);
    await page.screenshot({ path: testInfo.outputPath(shotName('error-page', view)), fullPage: true });
  }
  await applyView(page, VIEWS[0]!);

  await page.unroute(CONNECTIONS_API);
  await panel.getByRole('button', { name: 'Try Again' }).click();
  await expectConnectionsTab(page);
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
});

test('an error that stays on one page is gone once the person goes to another page', async ({ page }) => {
  test.setTimeout(120_000);
  // Failing from the start: the Schedule tab's video-call field reads the same connections query (quietly,
  // without retries), and data it loaded first would be shown on the Connections tab from the cache.
  await page.route(CONNECTIONS_API, (route) => route.fulfill({ status: 500, json: { error: 'Down' } }));
  await page.clock.install();
  await signUpSignedIn(page, 'boundary-nav');
  // Inside the app (no page load): from the Schedule tab to the Connections tab, whose data fails.
  await new DashboardPage(page).tab('connections').click();
  await expect(page).toHaveURL(/\/dashboard\/connections$/);
  // The query is retried three times with backoff before the boundary shows.
  await skipRetryWaitsUntil(page, page.getByRole('heading', { name: 'Something went wrong' }));
  // The browser's Back button leads, still inside the app, to the tab the person came from.
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard\/schedule$/);
  await new DashboardPage(page).expectTab('schedule');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  expect(loads, 'no page load in between').toEqual([]);
});

test('an authentication failure offers Reload Page, which signs the person back in from their session', async ({
  page,
}) => {
  await signUpSignedIn(page, 'boundary-auth');
  await leaveTheApp(page);
  let calls = 0;
  await page.route(CONNECTIONS_API, (route) => {
    calls += 1;
    return route.fulfill({ status: 401, json: { error: 'Unauthorized' } });
  });
  await page.goto('/dashboard/connections');

  const panel = boundary(page);
  await expect(panel.getByRole('heading', { name: 'Authentication Error' })).toBeVisible();
  await expect(panel).toContainText(
    'There was a problem with your authentication. Please try signing in again.',
  );
  await expect(panel.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
  // A 401 is never retried.
  expect(calls).toBe(1);

  await page.unroute(CONNECTIONS_API);
  const reloaded = page.waitForEvent('load');
  await panel.getByRole('button', { name: 'Reload Page' }).click();
  await reloaded;
  await expectConnectionsTab(page);
});

test('a failure outside every page shows the global boundary with its message, and Go Home leads home', async ({
  page,
}) => {
  // The sign-in configuration says it is incomplete but lists nothing missing: the screen that lists
  // the missing settings cannot render, and nothing between it and the top of the app catches that.
  await page.route('**/api/config', (route) => route.fulfill({ json: { auth: { status: 'incomplete' } } }));
  await page.goto('/pricing');

  const panel = boundary(page);
  await expect(panel.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(panel.getByRole('paragraph')).toHaveText(/^Cannot read properties of undefined/);
  await expect(panel.getByRole('button', { name: 'Try Again' })).toBeVisible();

  await page.unroute('**/api/config');
  await panel.getByRole('button', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Instant, dead-simple scheduling');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
});

test('unhandled promise rejections are logged, a re-login warning for authentication, nothing for cancelled work', async ({
  page,
}) => {
  const logged: { type: string; text: string }[] = [];
  const onConsole = (message: ConsoleMessage) => logged.push({ type: message.type(), text: message.text() });
  page.on('console', onConsole);
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  await page.goto('/');
  // The landing page is prerendered: its heading shows before the app (and its rejection handler) runs.
  // Sign-in's button is enabled once the app is running.
  await expect(page.getByRole('button', { name: 'Get Started for Free' })).toBeEnabled({ timeout: 20_000 });

  const reject = (make: string) =>
    page.evaluate((kind) => {
      const reason =
        kind === 'abort'
          ? new DOMException('The operation was aborted.', 'AbortError')
          : kind === 'auth'
            ? new Error('HTTP 401: Unauthorized')
            : new Error('Quota lookup failed');
      // Nobody awaits or catches this promise.
      void Promise.reject(reason);
    }, make);

  await reject('abort');
  await reject('auth');
  await reject('plain');

  await expect
    .poll(() => logged.filter((m) => /rejection|Authentication problem/.test(m.text)).length)
    .toBe(2);
  const auth = logged.find((m) => m.text.startsWith('Authentication problem; please sign in again.'));
  expect(auth?.type).toBe('warning');
  expect(auth?.text).toContain('HTTP 401: Unauthorized');
  const plain = logged.find((m) => m.text.startsWith('Unhandled promise rejection'));
  expect(plain?.type).toBe('error');
  expect(plain?.text).toContain('Quota lookup failed');
  expect(logged.some((m) => /aborted/.test(m.text))).toBe(false);
  expect(uncaught.some((m) => /aborted/.test(m))).toBe(false);
  // The page itself carries on.
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Get Started for Free' })).toBeEnabled();
});
