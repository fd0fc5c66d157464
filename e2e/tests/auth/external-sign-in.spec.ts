import { expect, test, type Page, type Request } from '@playwright/test';
import { DashboardPage } from '../../pages/dashboard-page';

// Runs once per external provider (projects external-auth0 and external-generic in playwright.config.ts):
// an app server whose OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_AUDIENCE name support/fake-oidc-issuer.ts.

interface ProviderInfo {
  shape: 'auth0' | 'generic';
  issuer: string;
  domain: string;
}

const provider = () => test.info().project.metadata as ProviderInfo;
const issuerOrigin = () => new URL(provider().issuer).origin;
const account = (who: 'ana' | 'admin' | 'lou') => ({
  email: `${who}@${provider().domain}`,
  password: `${who} password`,
  name: `${who[0]!.toUpperCase()}${who.slice(1)} External`,
});

test.use({ viewport: { width: 1280, height: 800 } });
// The first account of a fresh install is an admin: the admin test needs the ordinary one to come first.
test.describe.configure({ mode: 'serial' });

async function signInAt(page: Page, person: { email: string; password: string }) {
  await page.goto('/');
  const signIn = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' });
  await expect(signIn).toBeEnabled();
  await signIn.click();
  await expectLoginForm(page);
  await page.getByLabel('Email address').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: provider().shape === 'auth0' ? 'Continue' : 'Sign In' }).click();
}

async function expectLoginForm(page: Page) {
  await expect(page).toHaveURL((url) => url.origin === issuerOrigin(), { timeout: 15_000 });
  await expect(
    page.getByRole('heading', { name: provider().shape === 'auth0' ? 'Welcome' : 'Sign in to your account' }),
  ).toBeVisible();
}

const bearerOf = (request: Request) => request.headers().authorization?.replace(/^Bearer /, '') ?? '';
const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

async function tokenGrants(page: Page): Promise<string[]> {
  const response = await page.request.get(`${issuerOrigin()}/e2e/token-requests`);
  return ((await response.json()) as { grantType: string }[]).map((r) => r.grantType);
}

test('signs in, calls the API, renews the token silently and logs out back to the origin', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const authorize: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === issuerOrigin() && /\/(authorize|auth)$/.test(url.pathname)) authorize.push(url);
  });
  // The page's clock runs from the real instant (the provider's tokens carry real times) until the test
  // moves it past the access token's lifetime.
  await page.clock.install();
  const person = account('ana');
  await signInAt(page, person);
  await expect(page).toHaveURL(`${origin}/dashboard/schedule`, { timeout: 15_000 });

  // The authorization request: code + PKCE, the spec's scopes plus offline_access for a refresh token,
  // the API's audience, and the site origin as the return address.
  expect(authorize).toHaveLength(1);
  const params = authorize[0]!.searchParams;
  expect(params.get('response_type')).toBe('code');
  expect(params.get('code_challenge_method')).toBe('S256');
  expect(params.get('redirect_uri')).toBe(origin);
  expect(params.get('scope')?.split(' ')).toEqual(
    expect.arrayContaining(['openid', 'profile', 'email', 'offline_access']),
  );
  if (provider().shape === 'auth0') expect(params.get('audience')).toBe('https://api.overlap.test');
  // The generic provider makes an API token only for its API scope (OIDC_SCOPE), as Entra does.
  else expect(params.get('scope')?.split(' ')).toContain('api://overlap/access_as_user');

  // The API answered for this person: /api/me gave the dashboard their name (from /userinfo for Auth0,
  // from the access token's claims for the generic provider).
  await expect(page.getByText(person.name)).toBeVisible();
  const first = await page.evaluate(() => window.getAccessToken!());
  expect(claimsOf(first)).toMatchObject({
    iss: provider().issuer,
    aud: provider().shape === 'auth0' ? 'https://api.overlap.test' : 'api://overlap',
  });
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBe(first);
  expect(await tokenGrants(page)).toContain('authorization_code');
  const dashboard = new DashboardPage(page);

  // Past the ten-minute lifetime, the next API call renews the token by the refresh token, in place.
  const refreshesBefore = (await tokenGrants(page)).filter((grant) => grant === 'refresh_token').length;
  await page.clock.fastForward('15:00');
  const meetingsCall = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/meetings' && bearerOf(request) !== '',
  );
  await dashboard.tab('meetings').click();
  await dashboard.expectTab('meetings');
  const renewed = bearerOf(await meetingsCall);
  expect(renewed).not.toBe(first);
  expect(claimsOf(renewed).sub).toBe(claimsOf(first).sub);
  const refreshes = () =>
    tokenGrants(page).then((grants) => grants.filter((grant) => grant === 'refresh_token').length);
  expect((await refreshes()) - refreshesBefore).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBe(renewed);
  expect(authorize).toHaveLength(1);

  // Another tab shares the renewed session (tokens in local storage) without renewing it again.
  const second = await page.context().newPage();
  const secondCall = second.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/meetings' && bearerOf(request) !== '',
  );
  await second.goto('/dashboard/meetings');
  await new DashboardPage(second).expectTab('meetings');
  expect(bearerOf(await secondCall)).toBe(renewed);
  expect((await refreshes()) - refreshesBefore).toBe(1);
  await second.close();
  await expect(page).toHaveURL(`${origin}/dashboard/meetings`);
  await expect(page.getByText(person.name)).toBeVisible();

  // Logout ends the provider's session too and comes back to the origin.
  const logoutCall = page.waitForRequest((request) => new URL(request.url()).origin === issuerOrigin());
  await dashboard.logout();
  const logoutUrl = new URL((await logoutCall).url());
  if (provider().shape === 'auth0') {
    expect(logoutUrl.pathname).toBe('/v2/logout');
    expect(logoutUrl.searchParams.get('returnTo')).toBe(origin);
    expect(logoutUrl.searchParams.get('client_id')).toBe('auth0-spa-client');
  } else {
    expect(logoutUrl.pathname).toBe('/session/end');
    expect(logoutUrl.searchParams.get('post_logout_redirect_uri')).toBe(origin);
    expect(logoutUrl.searchParams.get('id_token_hint')).toBeTruthy();
    await expect(page.getByRole('heading', { name: 'Do you want to log out?' })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
  }
  await expect(page).toHaveURL(`${origin}/`, { timeout: 15_000 });
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }),
  ).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

  // The provider forgot the session: signing in asks for the password again.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }).click();
  await expectLoginForm(page);
});

test('ADMIN_EMAILS makes an admin; anyone else is denied the admin page', async ({ browser }) => {
  test.setTimeout(90_000);
  const someone = await browser.newPage();
  await signInAt(someone, account('lou'));
  await expect(someone).toHaveURL(/\/dashboard\/schedule$/, { timeout: 15_000 });
  await someone.goto('/admin');
  await expect(someone.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await someone.close();

  const page = await browser.newPage();
  await signInAt(page, account('admin'));
  await expect(page).toHaveURL(/\/dashboard\/schedule$/, { timeout: 15_000 });
  await page.goto('/admin');
  await expect(
    page.getByRole('complementary').getByRole('navigation', { name: 'Admin' }).getByRole('link', {
      name: 'Users',
    }),
  ).toBeVisible();
  await expect(page.getByRole('complementary').getByText(account('admin').name)).toBeVisible();
  await page.close();
});
