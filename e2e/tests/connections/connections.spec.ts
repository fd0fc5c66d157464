import { expect, test } from '@playwright/test';
import { DashboardPage } from '../../pages/dashboard-page';
import { signUpSignedIn } from '../../support/signed-in-browser';

test.use({ viewport: { width: 1280, height: 800 } });

test('provider cards show unconfigured OAuth providers with the reason, and a form is checked before saving', async ({
  page,
}) => {
  await signUpSignedIn(page, 'connect-cards', '/connect-calendar');
  // The e2e server configures Google (against the fake) but not Microsoft.
  const microsoft = page.getByRole('listitem').filter({ hasText: 'Microsoft 365 / Outlook.com' });
  await expect(microsoft).toContainText(
    'Unavailable: The server administrator has not set MICROSOFT_CLIENT_ID and MICROSOFT_CLIENT_SECRET.',
  );
  await expect(microsoft.getByRole('button')).toHaveCount(0);
  const google = page.getByRole('listitem').filter({ hasText: 'Google Calendar' });
  await expect(google.getByRole('button', { name: 'Connect Google Calendar' })).toBeEnabled();

  await page.getByRole('button', { name: 'Connect ICS feed' }).click();
  await page.getByLabel('Calendar address').fill('http://169.254.169.254/secret.ics');
  await page.getByRole('button', { name: 'Check and connect' }).click();
  await expect(page.getByRole('alert')).toContainText('local or private network');

  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Connect Apple iCloud' }).click();
  await expect(page.getByText('app-specific password', { exact: false }).first()).toBeVisible();
  await expect(page.getByLabel('Apple ID')).toBeVisible();
});

test('the calendar callback explains a bad or used state and offers a way back to Connections', async ({
  page,
}) => {
  await signUpSignedIn(page, 'connect-callback', '/calendar/callback?state=forged-state&code=some-code');
  await expect(page).toHaveTitle(/Connecting Calendar/);
  await expect(page.getByRole('alert')).toContainText('not valid or has already been used');
  await page.getByRole('link', { name: 'Back to Connections' }).click();
  await new DashboardPage(page).expectTab('connections');
  await expect(page.getByText('No calendars connected yet.')).toBeVisible();

  await page.goto('/calendar/callback');
  await expect(page.getByRole('alert')).toContainText('the link is incomplete');
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/connect-calendar');
});
