import { expect, test } from '@playwright/test';

const pages = [
  {
    path: '/meeting-confirmation?meeting=x',
    title: 'Meeting Request Sent - Overlap',
    heading: 'Meeting request sent',
  },
  { path: '/organizer-time-selection?meeting=x', title: 'Choose a Time - Overlap', heading: 'Choose a time' },
  { path: '/meeting-scheduled?meeting=x', title: 'Meeting scheduled - Overlap', heading: 'Your meeting' },
];

for (const { path, title, heading } of pages) {
  test(`${path.split('?')[0]} asks a signed-out visitor to sign in`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByText('Sign in to see this meeting.')).toBeVisible();
    const signIn = page.getByRole('main').getByRole('button', { name: 'Sign In' });
    await signIn.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/oidc\/interaction\//);
  });
}
