import { expect, test } from '@playwright/test';
import { signUpSignedIn } from '../../support/signed-in-browser';
import { textOverrun } from '../../support/text-overrun';

const ZONE_LABEL = {
  'en-GB': 'Time zone',
  'de-DE': 'Zeitzone',
  'fr-FR': 'Fuseau horaire',
  'es-ES': 'Zona horaria',
} as const;

for (const [locale, label] of Object.entries(ZONE_LABEL)) {
  test.describe(locale, () => {
    test.use({ locale, viewport: { width: 375, height: 812 } });

    test('the time zone box’s hint reads in full on a phone', async ({ page }) => {
      await signUpSignedIn(page, 'zonefits', '/dashboard/settings');
      const box = page.getByRole('combobox', { name: label, exact: true });
      await expect(box).toBeVisible();
      await box.fill('');
      expect(await textOverrun(box)).toBe(0);
    });
  });
}
