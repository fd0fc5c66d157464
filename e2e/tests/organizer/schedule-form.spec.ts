import { expect, test } from '@playwright/test';
import { OrganizerScheduleForm } from '../../pages/organizer-schedule-form';
import { signUpSignedIn } from '../../support/signed-in-browser';

test.use({ viewport: { width: 1280, height: 900 } });

test('the meeting form checks each field, keeps its draft over a reload and sends the invitations', async ({
  page,
}) => {
  await signUpSignedIn(page, 'organizer');
  const form = new OrganizerScheduleForm(page);
  await form.open();

  // Spec §3 defaults: 30 minutes, nobody invited yet.
  await expect(form.form.getByRole('radio', { name: '30 min', exact: true })).toBeChecked();
  await form.submit.click();
  await form.expectFieldError('Give the meeting a title');
  await form.expectFieldError('Invite at least one person');
  await expect(form.title).toBeFocused();

  await form.title.fill('Quarterly planning');
  await form.form.getByRole('radio', { name: '45 min', exact: true }).check({ force: true });
  await form.pasteIntoEmail(1, 'Ana Lopez <ana@example.com>, ben@example.com');
  await expect(form.email(1)).toHaveValue('ana@example.com');
  await expect(form.name(1)).toHaveValue('Ana Lopez');
  await expect(form.email(2)).toHaveValue('ben@example.com');
  await form.form.getByRole('button', { name: 'Add person' }).click();
  await form.email(3).fill('not-an-address');
  await form.submit.click();
  await form.expectFieldError('Enter a valid email address');
  await expect(form.email(3)).toHaveAttribute('aria-invalid', 'true');

  await form.form.getByRole('button', { name: 'Remove not-an-address (participant 3)' }).click();
  await page.reload();
  await expect(form.title).toHaveValue('Quarterly planning');
  await expect(form.email(2)).toHaveValue('ben@example.com');
  await expect(form.form.getByRole('radio', { name: '45 min', exact: true })).toBeChecked();

  await form.form.getByLabel('Location (optional)').fill('Room 4');
  await form.submit.click();
  await expect(page).toHaveURL(/\/meeting-confirmation\?meeting=[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meeting request sent');
  await expect(page).toHaveTitle('Meeting Request Sent - Overlap');
  await expect(page.getByRole('heading', { name: 'Invited (2)' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: "Ana Lopez's link" })).toHaveValue(
    /\/participant\/availability\?token=/,
  );
  await expect(page.getByRole('button', { name: "Copy ben@example.com's link" })).toBeVisible();

  // The draft is cleared once sent; the meeting is in the list.
  await page.goto('/dashboard/meetings');
  const row = page.getByRole('list', { name: 'Your meetings' }).getByRole('listitem').first();
  await expect(row.getByRole('link', { name: 'Quarterly planning', exact: true })).toBeVisible();
  await expect(row.getByText('Collecting answers')).toBeVisible();
  await expect(row.getByText('2 not answered yet · 45 min')).toBeVisible();
  await page.goto('/dashboard/schedule');
  await expect(form.title).toHaveValue('');
});

test('copying a link puts it on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpSignedIn(page, 'copier');
  const form = new OrganizerScheduleForm(page);
  await form.open();
  await form.title.fill('Copy check');
  await form.email(1).fill('cy@example.com');
  await form.submit.click();
  const link = await page.getByRole('textbox', { name: "cy@example.com's link" }).inputValue();
  await page.getByRole('button', { name: "Copy cy@example.com's link" }).click();
  await expect(page.getByRole('button', { name: "Copy cy@example.com's link" })).toContainText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
});

test('an empty meetings list invites to schedule one', async ({ page }) => {
  await signUpSignedIn(page, 'empty', '/dashboard/meetings');
  await expect(page.getByText('No meetings yet')).toBeVisible();
  await page.getByRole('link', { name: 'Schedule a meeting' }).click();
  await expect(page).toHaveURL(/\/dashboard\/schedule$/);
});

test('the form fits a 375px screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpSignedIn(page, 'phone');
  await new OrganizerScheduleForm(page).open();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
