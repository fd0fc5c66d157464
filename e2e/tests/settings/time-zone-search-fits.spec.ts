import { expect, test } from '@playwright/test';
import { signUpSignedIn } from '../../support/signed-in-browser';
import { textOverrun } from '../../support/text-overrun';

const SEARCH_LABEL = {
  'en-GB': 'Search time zones',
  'de-DE': 'Zeitzonen durchsuchen',
  'fr-FR': 'Rechercher un fuseau horaire',
  'es-ES': 'Buscar zonas horarias',
} as const;

for (const [locale, label] of Object.entries(SEARCH_LABEL)) {
  test.describe(locale, () => {
    test.use({ locale, viewport: { width: 375, height: 812 } });

    test('the time zone search’s hint reads in full on a phone', async ({ page }) => {
      await signUpSignedIn(page, 'zonefits', '/dashboard/settings');
      const search = page.getByRole('searchbox', { name: label });
      await expect(search).toBeVisible();
      expect(await textOverrun(search)).toBe(0);
    });
  });
}
