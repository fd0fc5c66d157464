import { API_ROUTES, type ClientConfigResponse } from '@overlap/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { newPerson, type Person } from '../pages/sign-in-pages';
import { signInForTokens, signUpForTokens, type ProviderTokens } from './sign-up-by-api';

/** An empty page of the app's origin, served by the test itself, where the browser's storage is written. */
const STORAGE_PAGE = '/e2e-storage-seed';

/**
 * Signs a new person up and opens `path` signed in, without the landing page or the provider's forms:
 * the sign-up goes through the provider's endpoints on the browser context's own cookies (so the
 * provider's session is the browser's, as after a sign-up there), and the tokens are stored the way
 * oidc-client-ts stores them after a login, which the app resumes like any stored session. The app
 * then asks for /api/me in the browser's language, as at a first sign-in.
 *
 * For specs whose subject is not signing in or up: tests/auth/sign-in.spec.ts and
 * tests/languages/first-sign-in-language.spec.ts walk the real sign-up from the landing page.
 */
export async function signUpSignedIn(
  page: Page,
  prefix = 'user',
  path = '/dashboard/schedule',
): Promise<Person> {
  const person = newPerson(prefix);
  await storeSession(page, (request, baseURL) => signUpForTokens(request, baseURL, person));
  await page.goto(path);
  await page.waitForFunction(() => typeof window.getAccessToken === 'function');
  return person;
}

/** Signs an existing account in the same way; the app resumes the session at the next page load. */
export function storeSignedInSession(page: Page, person: { email: string; password: string }): Promise<void> {
  return storeSession(page, (request, baseURL) => signInForTokens(request, baseURL, person));
}

async function storeSession(
  page: Page,
  obtain: (request: APIRequestContext, baseURL: string) => Promise<ProviderTokens>,
): Promise<void> {
  const request = page.context().request;
  const answer = await request.get(API_ROUTES.clientConfig);
  // The origin the context's relative addresses resolve to (a spec may set its own baseURL).
  const baseURL = new URL(answer.url()).origin;
  const config = (await answer.json()) as ClientConfigResponse;
  if (config.auth.status !== 'ready') throw new Error('the test server has no sign-in configured');
  const tokens = await obtain(request, baseURL);
  const key = `oidc.user:${config.auth.issuer}:${config.auth.clientId}`;
  await storeInBrowser(page, `${baseURL}${STORAGE_PAGE}`, key, storedUser(tokens));
}

/** What oidc-client-ts's User.toStorageString() writes after a login. */
function storedUser(tokens: ProviderTokens): string {
  const payload = tokens.id_token.split('.')[1] ?? '';
  return JSON.stringify({
    id_token: tokens.id_token,
    session_state: null,
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    token_type: tokens.token_type,
    scope: tokens.scope,
    profile: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown,
    expires_at: Math.floor(Date.now() / 1000) + tokens.expires_in,
  });
}

async function storeInBrowser(page: Page, url: string, key: string, value: string): Promise<void> {
  await page.route(url, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>storage</title>' }),
  );
  await page.goto(url);
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, value] as const);
  await page.unroute(url);
}
