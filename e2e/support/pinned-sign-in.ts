import type { Page } from '@playwright/test';
import { storeSignedInSession } from './signed-in-browser';
import { pinClocks } from './test-clock';

/**
 * Signs a person in at the built-in provider (its endpoints, not its pages: no spec using this is about
 * signing in; support/signed-in-browser.ts), then pins the page's clock and the server's to `now`.
 *
 * Sign-in itself runs on the real clock, on purpose: the provider signs the ID token with the real time
 * (the server keeps sign-in off the test clock), and the browser checks its expiry against its own clock
 * with 60 s of leeway (spec §5). A browser clock pinned days away would rightly refuse a token that is
 * valid now. Once signed in, the app renews tokens by the refresh token and counts their lifetime from
 * its own clock, so everything after this runs at the pinned instant, whether it lies before or after
 * the real one. The caller's next `page.goto` opens the app at that instant.
 */
export async function signInThenPin(
  page: Page,
  person: { email: string; password: string },
  now: string,
): Promise<void> {
  await storeSignedInSession(page, person);
  await pinAfterSignIn(page, now);
}

/** Pins a signed-in page's clocks to `now`; its next `page.goto` opens the app at that instant. */
export async function pinAfterSignIn(page: Page, now: string): Promise<void> {
  // Leave the app before its clock jumps: a running page would renew its token at the jump while the
  // next page load renews it too, and the provider, which rotates refresh tokens, would refuse one.
  await page.goto('about:blank');
  await pinClocks(page, now);
}
