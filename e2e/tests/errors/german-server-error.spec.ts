import { expect, test } from '@playwright/test';
import { pinClocks } from '../../support/test-clock';

// A guest whose browser asks for German opens a personal link the server does not know.
test.use({ timezoneId: 'Europe/Berlin', locale: 'de-DE' });

const sundayEvening = '2026-11-22T22:45:00Z';

test('the server’s error reads German, not the English it was sent in', async ({ page }) => {
  await pinClocks(page, sundayEvening);
  const answered = page.waitForResponse((r) => r.url().includes('/api/participant/') && r.status() === 404);
  await page.goto('/participant/availability?token=aaaaaaaaaaaaaaaaaaaaaaaa');
  const body = (await (await answered).json()) as { code: string; message: string };
  // The API keeps its English words for its clients; the page words the answer itself.
  expect(body).toMatchObject({
    code: 'not_found',
    message: 'This link is not valid. Open the link from your invitation e-mail.',
  });
  await expect(page.getByRole('alert')).toHaveText(
    'Dieser Link ist ungültig. Öffnen Sie den Link aus Ihrer Einladungs-E-Mail.',
    { timeout: 15_000 },
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});
