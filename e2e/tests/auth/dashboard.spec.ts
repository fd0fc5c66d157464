import { expect, test } from '@playwright/test';
import { DashboardPage } from '../../pages/dashboard-page';
import { newPerson, SignInPages, startSignIn } from '../../pages/sign-in-pages';
import { signUpSignedIn } from '../../support/signed-in-browser';

test.use({ viewport: { width: 1280, height: 800 } });

test('dashboard tabs switch by click and by the dashboardTabChange event, and survive a reload', async ({
  page,
}) => {
  await signUpSignedIn(page, 'tabs');
  const dashboard = new DashboardPage(page);
  await dashboard.expectTab('schedule');

  await dashboard.tab('meetings').click();
  await dashboard.expectTab('meetings');
  await dashboard.tab('connections').click();
  await dashboard.expectTab('connections');

  await dashboard.dispatchTabChange('settings');
  await dashboard.expectTab('settings');
  await page.reload();
  await dashboard.expectTab('settings');

  // Unknown event details and unknown tabs are ignored / sent to the default tab.
  await dashboard.dispatchTabChange('nonsense' as never);
  await dashboard.expectTab('settings');
  await page.goto('/dashboard/unknown');
  await dashboard.expectTab('schedule');
});

test('connect-calendar is guarded and hides the header', async ({ page }) => {
  await page.goto('/connect-calendar');
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
  await startSignIn(page);
  await new SignInPages(page).signUp(newPerson('connect'));
  // Sign-in returns to the guarded page that was asked for.
  await expect(page).toHaveURL(/\/connect-calendar$/);
  await expect(page.getByRole('heading', { name: 'Connect a calendar' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  // Without the header, the way back is its own link.
  await page.getByRole('link', { name: 'Back to Connections' }).click();
  await new DashboardPage(page).expectTab('connections');
});

test('settings are saved on the server and still there after a reload', async ({ page }) => {
  await signUpSignedIn(page, 'settings', '/dashboard/settings');
  const detected = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  // The readable name, with the IANA name kept for whoever needs it.
  await expect(page.getByTestId('selected-time-zone')).toHaveAttribute('title', detected);
  await expect(page.getByTestId('selected-time-zone')).toHaveText(/^.+ \(GMT[+-]\d+(:\d\d)?\)$/);
  // Monday to Friday, 09:00–17:00 by default.
  await expect(page.getByLabel('Monday start 1')).toHaveValue('09:00');
  await expect(page.getByLabel('Friday end 1')).toHaveValue('17:00');
  await expect(page.getByTestId('day-sat').getByText('Unavailable')).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill('Renamed Person');
  await page.getByRole('combobox', { name: 'Time zone', exact: true }).fill('tokyo');
  await page.getByRole('option', { name: /^Tokyo \(GMT\+9\)/ }).click();
  await page.getByLabel('Monday end 1').fill('12:00');
  await page.getByRole('button', { name: 'Add range on Monday' }).click();
  await page.getByLabel('Monday start 2').fill('13:00');
  await page.getByLabel('Monday end 2').fill('18:30');
  await page.getByTestId('day-sat').getByRole('checkbox').check();
  await page.getByRole('radio', { name: 'Dark' }).check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/dark/);

  await page.reload();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Renamed Person');
  await expect(page.getByText('Selected: Tokyo (GMT+9)')).toBeVisible();
  await expect(page.getByTestId('selected-time-zone')).toHaveAttribute('title', 'Asia/Tokyo');
  await expect(page.getByLabel('Monday end 1')).toHaveValue('12:00');
  await expect(page.getByLabel('Monday start 2')).toHaveValue('13:00');
  await expect(page.getByLabel('Monday end 2')).toHaveValue('18:30');
  await expect(page.getByLabel('Saturday start 1')).toHaveValue('09:00');
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
});

test('settings refuse overlapping ranges before saving', async ({ page }) => {
  await signUpSignedIn(page, 'overlap', '/dashboard/settings');
  await page.getByRole('button', { name: 'Add range on Tuesday' }).click();
  await page.getByLabel('Tuesday start 2').fill('16:00');
  await page.getByLabel('Tuesday end 2').fill('19:00');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(
    page.getByTestId('day-tue').getByText('Ranges on the same day must not overlap'),
  ).toBeVisible();
});
