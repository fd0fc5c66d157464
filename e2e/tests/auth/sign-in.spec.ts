import { expect, test } from '@playwright/test';
import { DashboardPage } from '../../pages/dashboard-page';
import { newPerson, SignInPages, signUpNewPerson, startSignIn } from '../../pages/sign-in-pages';
import { signUpByApi } from '../../support/sign-up-by-api';
import { applyView, shotName, VIEWS } from '../../support/views';

test.use({ viewport: { width: 1280, height: 800 } });

test('sign up, log out and sign in again against the built-in provider', async ({ page }) => {
  const authorize: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/oidc/auth?')) authorize.push(request.url());
  });

  const person = await signUpNewPerson(page, 'signup');
  // Authorization code flow with PKCE S256 and the scopes the spec names.
  const params = new URL(authorize[0]!).searchParams;
  expect(params.get('response_type')).toBe('code');
  expect(params.get('code_challenge_method')).toBe('S256');
  expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(params.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'profile', 'email']));

  // The dashboard hides the public header; the token getter is on the window and the token stored.
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByText(person.name)).toBeVisible();
  expect(await page.evaluate(() => typeof window.getAccessToken)).toBe('function');
  const token = await page.evaluate(() => window.getAccessToken!());
  expect(token.split('.')).toHaveLength(3);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBe(token);

  // Signed-in users on / or /get-started go to the dashboard.
  await page.goto('/get-started');
  await expect(page).toHaveURL(/\/dashboard\/schedule$/);

  await new DashboardPage(page).logout();
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }),
  ).toBeVisible();
  // The sign-out redirects may still be settling: ask again if a navigation replaces the page meanwhile.
  await expect.poll(() => page.evaluate(() => typeof window.getAccessToken)).toBe('undefined');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

  await startSignIn(page);
  await new SignInPages(page).signIn(person);
  await expect(page).toHaveURL(/\/dashboard\/schedule$/);
});

test('a wrong password is refused on the sign-in page with a clear message', async ({
  page,
  request,
  baseURL,
}) => {
  // The account exists; this browser has never signed in.
  const person = newPerson('wrongpw');
  await signUpByApi(request, baseURL!, person);
  await startSignIn(page);
  await new SignInPages(page).signIn({ email: person.email, password: 'not the password' });
  await expect(page.getByRole('alert')).toHaveText(
    'That email and password do not match. Check both and try again.',
  );
  await expect(page.getByLabel('Email')).toHaveValue(person.email);
});

test('a guarded page asked for while signed out is where the user lands after login', async ({ page }) => {
  await page.goto('/dashboard/settings');
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
  expect(await page.evaluate(() => sessionStorage.getItem('auth_return_to'))).toBe('/dashboard/settings');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Get Started' }).click();
  const person = {
    name: 'Return Path',
    email: `return-${Date.now()}@e2e.example.com`,
    password: 'a long password',
  };
  await new SignInPages(page).signUp(person);
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
});

test('Get Started for Free opens the sign-up card, which leads to sign-in for those who have an account', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Started for Free' }).click();
  const signUp = new SignInPages(page);
  await signUp.expectSignUp();
  await expect(page.getByText('Welcome back')).toHaveCount(0);
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await signUp.expectSignIn();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await signUp.expectSignUp();
});

for (const view of VIEWS) {
  test(`the landing page's start and the sign-up card at ${view.name}`, async ({ page }, testInfo) => {
    await applyView(page, view);
    await page.goto('/');
    const start = page.getByRole('button', { name: 'Get Started for Free' });
    await expect(start).toBeEnabled();
    await expect(page.getByText('Pre-launch beta · open to everyone')).toBeVisible();
    await expect(
      page.getByText(
        'Not ready to start? Join the waitlist, and the people who run this server can e-mail you a sign-up link later.',
      ),
    ).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(shotName('landing', view)) });
    await start.click();
    await new SignInPages(page).expectSignUp();
    await page.screenshot({ path: testInfo.outputPath(shotName('sign-up', view)) });
  });
}

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });

  test('Kostenlos loslegen opens the sign-up card in German', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Beta vor dem Start · offen für alle')).toBeVisible();
    await page.getByRole('button', { name: 'Kostenlos loslegen' }).click();
    await expect(page.getByRole('heading', { name: 'Ihr Overlap-Konto erstellen' })).toBeVisible();
    await expect(page.getByText(/Welcome|Create|account/)).toHaveCount(0);
  });
});

test('the sign-in spinner and a cancelled sign-in', async ({ page }) => {
  await startSignIn(page);
  await new SignInPages(page).expectSignIn();
  await page.getByRole('link', { name: 'Cancel and return to Overlap' }).click();
  await expect(
    page.getByRole('heading', { name: 'Authentication Error: Sign-in was cancelled.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Return Home' }).click();
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
});

test('a partial sign-in configuration shows the Configuration Error screen', async ({ page }) => {
  // The server answers this way when only some of OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_AUDIENCE are set
  // (covered by the API tests); here the browser's side of it.
  await page.route('**/api/config', (route) =>
    route.fulfill({ json: { auth: { status: 'incomplete', missing: ['OIDC_ISSUER', 'OIDC_AUDIENCE'] } } }),
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Configuration Error' })).toBeVisible();
  await expect(page.getByText('Missing required environment variables')).toBeVisible();
  const missing = page.getByRole('list', { name: 'Missing settings' });
  await expect(missing.getByRole('listitem')).toHaveText(['OIDC_ISSUER', 'OIDC_AUDIENCE']);
});
