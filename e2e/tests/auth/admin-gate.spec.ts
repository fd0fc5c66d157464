import { expect, test } from '@playwright/test';
import { DashboardPage } from '../../pages/dashboard-page';
import { signInAsAdmin } from '../../pages/admin-email-pages';
import { signUpSignedIn } from '../../support/signed-in-browser';

test.use({ viewport: { width: 1280, height: 800 } });

test('a visitor is asked to sign in', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await expect(page.getByText('You need to be signed in to access the admin dashboard.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
});

test('a signed-in non-admin is denied', async ({ browser }) => {
  test.setTimeout(60_000);
  // The very first account of a fresh install is an admin, so a second one is certainly not.
  const first = await browser.newPage();
  await signUpSignedIn(first, 'someone');
  await first.close();
  const page = await browser.newPage();
  await signUpSignedIn(page, 'nonadmin');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(
    page.getByText("You don't have permission to access the admin dashboard. Admin privileges are required."),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Home' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard\/schedule$/);
  await page.close();
});

test('an admin (from ADMIN_EMAILS) sees the admin home with real counts', async ({ page }) => {
  // Other tests (the admin e-mail pages) use this account too: sign up, or in when it exists.
  await signInAsAdmin(page);
  await page.goto('/admin');

  const sidebar = page.getByRole('complementary');
  for (const name of ['Dashboard', 'Users', 'Meetings', 'Email Templates', 'Analytics']) {
    await expect(
      sidebar.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name }),
    ).toBeVisible();
  }
  await expect(sidebar.getByText('Ada Admin')).toBeVisible();
  await expect(sidebar.getByText('Admin', { exact: true })).toBeVisible();

  const users = Number(await page.getByTestId('Total Users value').textContent());
  expect(users).toBeGreaterThanOrEqual(1);
  await expect(page.getByText(/^\d+ admins? \(\d+\.\d%\)$/)).toBeVisible();
  await expect(page.getByText(/^\d+ scheduled \(\d+\.\d%\)$/)).toBeVisible();
  await expect(page.getByText('Active templates')).toBeVisible();
  await expect(page.getByTestId('System Health value')).toHaveText('Good');
  await expect(page.getByText('All systems operational')).toBeVisible();
  for (const name of ['Manage Users', 'View Meetings', 'Email Templates', 'View Analytics']) {
    await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'Manage Users' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();

  await page.goto('/admin/no-such-page');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

  await sidebar.getByRole('button', { name: 'User Dashboard' }).click();
  await new DashboardPage(page).expectTab('schedule');
});
