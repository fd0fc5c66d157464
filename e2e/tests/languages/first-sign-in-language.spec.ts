import { expect, test } from '@playwright/test';
import { browserAccessToken } from '../../pages/organizer-meeting-pages';
import { signUpNewPerson } from '../../pages/sign-in-pages';

// A German browser whose reader picks French on the landing page before signing up.
test.use({ locale: 'de-DE' });

test('a language picked on the landing page, not the browser’s, becomes the new account’s language', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByLabel('Sprache').selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  await signUpNewPerson(page, 'picked-french');
  const token = await browserAccessToken(page);
  // The API is asked in German, as the browser would: the stored language no longer depends on that.
  const me = await request.get('/api/me', {
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'de-DE,de;q=0.9' },
  });
  expect(((await me.json()) as { locale: string | null }).locale).toBe('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});
