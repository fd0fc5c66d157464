import { expect, test } from '@playwright/test';
import { AdminTemplatePages, signInAsAdmin } from '../../pages/admin-email-pages';

test.use({ viewport: { width: 1280, height: 900 } });

test('the German version of an e-mail previews with German sample words and dates', async ({ page }) => {
  await signInAsAdmin(page);
  const templates = new AdminTemplatePages(page);
  // The invitation's German version, only previewed: nothing is saved.
  await page.goto('/admin/email-templates/invitation?locale=de');
  await expect(templates.subject).not.toHaveValue('');
  await templates.subject.fill('{{meetingTitle}}: {{deadline}}');
  await templates.button('Preview').click();
  await expect(page.getByTestId('preview-subject')).toHaveText(
    'Roadmap-Besprechung <b>Q3</b> & Budget: Donnerstag, 3. Juli 2025, 17:00, London (GMT+1)',
  );
  await expect(
    templates.previewFrame().getByText(/zwischen Montag, 7\. Juli und Freitag, 11\. Juli 2025/),
  ).toBeVisible();
});
