import { expect, test } from '@playwright/test';
import { signUpSignedIn } from '../../support/signed-in-browser';

const NOBODYS_MEETING = '00000000-0000-4000-8000-000000000000';

for (const path of ['/organizer-time-selection', '/meeting-confirmation', '/meeting-scheduled']) {
  test(`${path} of a meeting that is not there leads back to the meetings instead of retrying`, async ({
    page,
  }) => {
    await signUpSignedIn(page, 'unknown', `${path}?meeting=${NOBODYS_MEETING}`);
    const alert = page.getByRole('alert').filter({ hasText: 'No meeting with this id.' });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await alert.getByRole('link', { name: 'Go to your meetings' }).click();
    await expect(page).toHaveURL(/\/dashboard\/meetings$/);
  });
}
