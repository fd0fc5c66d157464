import { expect, test } from '@playwright/test';
import { signUpSignedIn } from '../../support/signed-in-browser';

test.use({ locale: 'en-GB', viewport: { width: 375, height: 740 } });

test('Save settings at the foot of the page, with something to put right, takes focus to it', async ({
  page,
}) => {
  await signUpSignedIn(page, 'savefocus', '/dashboard/settings');
  const save = page.getByRole('button', { name: 'Save settings' });
  const mondayEnd = page.getByLabel('Monday end 1');
  await expect(mondayEnd).toBeVisible();

  // Working hours that end before they start: the end takes focus, with its message.
  await mondayEnd.fill('08:00');
  await save.press('Enter');
  await expect(mondayEnd).toBeFocused();
  await expect(mondayEnd).toHaveAttribute('aria-invalid', 'true');
  await expect(mondayEnd).toHaveAccessibleDescription('The end must be after the start');
  await expect(mondayEnd).toBeInViewport();
  await mondayEnd.fill('17:00');

  // No name: back up the page to the name.
  const name = page.getByLabel('Name', { exact: true });
  await name.fill('');
  await save.press('Enter');
  await expect(name).toBeFocused();
  await expect(name).toHaveAccessibleDescription('Please enter your name');
  await expect(name).toBeInViewport();
});
