import type { BrowserContext, Page } from '@playwright/test';

/**
 * The e2e server runs with TEST_CLOCK_HEADER=true: a request carrying this header is handled as if "now"
 * were the given instant (meetings, participant links, suggestions, calendar reads; sign-in stays real).
 */
export const TEST_NOW_HEADER = 'x-overlap-test-now';

/** Headers for `request.get/post/put(url, { headers })` that pin the server's clock to `instant`. */
export function serverClockAt(instant: Date | string | number): Record<string, string> {
  return { [TEST_NOW_HEADER]: new Date(instant).toISOString() };
}

/**
 * Pins both clocks for a page: the browser's (`page.clock`, time then flows from there) and the server's
 * (every request the page's context sends carries the header). Call before the first `page.goto`.
 */
export async function pinClocks(page: Page, instant: Date | string | number): Promise<void> {
  await page.clock.install({ time: new Date(instant) });
  await pinServerClock(page.context(), instant);
}

/** Only the server's clock, for every request of a browser context (pages, fetches, API calls). */
export async function pinServerClock(
  context: BrowserContext,
  instant: Date | string | number,
): Promise<void> {
  await context.setExtraHTTPHeaders(serverClockAt(instant));
}
