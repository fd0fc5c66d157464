import { expect, test } from '@playwright/test';
import { signUpSignedIn } from '../../support/signed-in-browser';

test.use({ viewport: { width: 375, height: 740 }, locale: 'de-DE' });

test('Einen Kalender verbinden: every card in German, and the keyboard follows a form in and out', async ({
  page,
}) => {
  await signUpSignedIn(page, 'connect-german', '/connect-calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Einen Kalender verbinden' })).toBeVisible();
  // The e2e server leaves Microsoft unconfigured; the server's English reason reads in German.
  const microsoft = page.getByRole('listitem').filter({ hasText: 'Microsoft 365 / Outlook.com' });
  await expect(microsoft).toContainText('Nicht verfügbar: Die Serveradministration hat MICROSOFT_CLIENT_ID');
  await expect(microsoft).not.toContainText('The server administrator');

  // A generic provider's name is said in German on its button as on its form.
  const ics = page.getByRole('button', { name: 'ICS-Feed verbinden' });
  await ics.focus();
  await page.keyboard.press('Enter');
  // The pressed button is gone with the list: focus is on the form's heading, the next Tab in the form.
  await expect(page.getByRole('heading', { level: 2, name: 'ICS-Feed verbinden' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Kalenderadresse')).toBeFocused();
  await page.getByRole('button', { name: 'Abbrechen' }).press('Enter');
  await expect(ics).toBeFocused();
});
