import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { AdminOutboxPages, AdminTemplatePages, signInAsAdmin } from '../../pages/admin-email-pages';
import { seedMeeting } from '../../support/seed-meeting';

test.use({ viewport: { width: 1280, height: 900 } });

test('an admin edits, previews, saves and resets a template, and reads the outbox safely', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  await page.goto('/admin');
  const templates = new AdminTemplatePages(page);
  await templates.openFromSidebar();
  for (const name of ['Invitation', 'Reminder', 'All answered', 'Scheduled', 'Cancelled']) {
    await expect(templates.templateLink(name)).toBeVisible();
  }

  // The cancellation e-mail: other browser tests do not read it, so editing it cannot disturb them.
  await templates.templateLink('Cancelled').click();
  await expect(page).toHaveURL(/\/admin\/email-templates\/cancelled$/);
  await expect(templates.main.getByRole('heading', { name: 'Cancelled' })).toBeVisible();
  await expect(templates.subject).toHaveValue('Cancelled: {{meetingTitle}}');
  await expect(
    page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Email Templates' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(
    templates.main.getByRole('navigation', { name: 'Email' }).getByRole('link', { name: 'Templates' }),
  ).toHaveAttribute('aria-current', 'page');
  const defaultText = await templates.text.inputValue();
  await expect(templates.button('Save')).toBeDisabled();

  // An unknown placeholder is refused, naming it.
  await templates.text.fill(`${defaultText}\nSee you at {{venue}}.`);
  await templates.button('Save').click();
  await expect(templates.main.getByText(/The text uses an unknown placeholder \{\{venue\}\}/)).toBeVisible();

  // Leaving with unsaved changes asks first; Stay keeps the edit.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Unsaved changes' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/email-templates\/cancelled$/);

  // Preview with sample data: the sample title's markup arrives as text, not as HTML.
  await templates.text.fill(`${defaultText}\nSee you next time.`);
  await templates.subject.fill('Called off: {{meetingTitle}}');
  await templates.button('Preview').click();
  await expect(page.getByTestId('preview-subject')).toHaveText(
    'Called off: Roadmap review <b>Q3</b> & budget',
  );
  const frame = templates.previewFrame();
  await expect(frame.getByText('Roadmap review <b>Q3</b> & budget')).toBeVisible();
  await expect(frame.locator('b')).toHaveCount(0);

  // Save (keyboard shortcut), then reset to the default.
  await templates.text.press('Control+s');
  await expect(templates.main.getByText('Edited by an admin.')).toBeVisible();
  await expect(templates.button('Save')).toBeDisabled();
  await templates.button('Reset to default').click();
  await templates.main.getByRole('alertdialog').getByRole('button', { name: 'Reset' }).click();
  await expect(templates.main.getByText('Overlap’s default.')).toBeVisible();
  await expect(templates.subject).toHaveValue('Cancelled: {{meetingTitle}}');
  await expect(templates.text).toHaveValue(defaultText);

  // A real invitation with a hostile title, then the outbox.
  const suffix = randomBytes(3).toString('hex');
  const title = `Sync ${suffix} <img src=x onerror="window.pwned=1">`;
  const guest = `guest-${suffix}@example.com`;
  // Made now: the outbox lists its newest e-mails first, so this one must be the newest.
  await seedMeeting(request, {
    now: new Date().toISOString(),
    title,
    participants: [{ email: guest, name: 'Gus Guest' }],
  });

  const outbox = new AdminOutboxPages(page);
  await outbox.open();
  await expect(outbox.main.getByLabel('Status')).toHaveValue('');
  const row = outbox.list().getByRole('link', { name: new RegExp(`Sync ${suffix}`) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(guest);

  await outbox.main.getByLabel('Status').selectOption('failed');
  await expect(page).toHaveURL(/status=failed/);
  await expect(outbox.list().getByRole('link', { name: new RegExp(`Sync ${suffix}`) })).toHaveCount(0);
  await outbox.main.getByLabel('Status').selectOption('');

  await outbox
    .list()
    .getByRole('link', { name: new RegExp(`Sync ${suffix}`) })
    .click();
  await expect(page).toHaveURL(/\/admin\/email-templates\/outbox\/[0-9a-f-]{36}$/);
  const headers = outbox.main.getByRole('region', { name: 'Headers' });
  await expect(headers.getByRole('heading', { name: title })).toBeVisible();
  await expect(headers.getByText(`Gus Guest <${guest}>`)).toBeVisible();
  await expect(
    outbox.main
      .getByRole('region', { name: 'Plain text version' })
      .getByText(/participant\/availability\?token=/),
  ).toBeVisible();
  await expect(outbox.htmlFrame().getByText(title).first()).toBeVisible();
  await expect(outbox.htmlFrame().locator('img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
  await expect(outbox.main.getByRole('region', { name: 'Calendar attachment' })).toHaveCount(0);

  await outbox.main.getByRole('link', { name: 'Back to the outbox' }).click();
  await expect(outbox.list()).toBeVisible();
});

test('the e-mail pages work on a phone in dark mode', async ({ page, request }) => {
  test.setTimeout(60_000);
  const suffix = randomBytes(3).toString('hex');
  await seedMeeting(request, { now: new Date().toISOString(), title: `Phone check ${suffix}` });
  await page.setViewportSize({ width: 390, height: 800 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await signInAsAdmin(page);
  await page.goto('/admin/email-templates');
  await expect(page.locator('html')).toHaveClass(/dark/);
  const templates = new AdminTemplatePages(page);
  await expect(templates.templateLink('Invitation')).toBeVisible();
  const noSideways = () =>
    page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
  expect(await noSideways()).toBe(true);

  // Keyboard: focus reaches the Reminder template and Enter opens it.
  const reminder = templates.templateLink('Reminder');
  await reminder.focus();
  await page.keyboard.press('Enter');
  await expect(templates.subject).toHaveValue(/Reminder/);
  expect(await noSideways()).toBe(true);

  await page.goto('/admin/email-templates/outbox');
  await expect(page.getByRole('main').getByLabel('Status')).toBeVisible();
  expect(await noSideways()).toBe(true);
  const outbox = new AdminOutboxPages(page);
  await outbox
    .list()
    .getByRole('link', { name: new RegExp(`Phone check ${suffix}`) })
    .first()
    .click();
  await expect(outbox.htmlFrame().getByText(`Phone check ${suffix}`).first()).toBeVisible();
  expect(await noSideways()).toBe(true);

  await page.goto('/admin/email-templates/outbox/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('No such message', { exact: true })).toBeVisible();
  await page.goto('/admin/email-templates/welcome');
  await expect(page.getByText('No such template', { exact: true })).toBeVisible();
});
