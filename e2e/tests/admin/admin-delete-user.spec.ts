import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from '../../pages/admin-email-pages';
import { signUpByApi } from '../../support/sign-up-by-api';

const baseURL = () => `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`;
const main = (page: Page) => page.getByRole('main');

test.use({ viewport: { width: 1280, height: 900 }, locale: 'en-GB', timezoneId: 'Europe/London' });

test('an admin deletes a person after typing their address; the deletion is in the audit log', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const suffix = randomBytes(4).toString('hex');
  const person = { name: `Dora Delete ${suffix}`, email: `dora-${suffix}@example.com` };
  await signInAsAdmin(page);
  const headers = { authorization: `Bearer ${await signUpByApi(request, baseURL(), person)}` };
  expect((await request.get('/api/me', { headers })).status()).toBe(200);

  await page.goto(`/admin/users?q=${suffix}`);
  const row = main(page)
    .getByRole('region', { name: 'People' })
    .getByRole('row', { name: new RegExp(person.name) });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await row.getByRole('button', { name: `Delete ${person.name}` }).click();

  const dialog = page.getByRole('dialog', { name: `Delete the account of ${person.name} for good?` });
  await expect(dialog).toContainText('The deletion is recorded in the audit log.');
  const confirm = dialog.getByRole('button', { name: 'Delete account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(`Type ${person.email} to confirm`).fill(person.email);
  await confirm.click();
  await expect(dialog).toBeHidden();
  await expect(main(page).getByRole('status')).toHaveText(
    `The account of ${person.name} is deleted, with 0 meeting requests.`,
  );
  await expect(row).toHaveCount(0);
  expect((await request.get('/api/me', { headers })).status()).toBe(401);

  await page.goto('/admin/audit-log');
  await expect(main(page).getByText('Deleted account').first()).toBeVisible({ timeout: 15_000 });
  await expect(main(page).getByText(person.email).first()).toBeVisible();
});
