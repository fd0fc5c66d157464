import { expect, test, type Page } from '@playwright/test';
import { pinClocks } from '../../support/test-clock';

// A reader whose browser asks for German, on a phone: long German words must not push the page sideways.
test.use({ locale: 'de-DE', viewport: { width: 375, height: 800 } });

/** New Year's Eve, late evening UTC: only the footer's year reads the clock on these pages. */
const PINNED = new Date('2026-12-31T23:30:00Z');

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('Get started and How it works read in German', async ({ page }) => {
  await pinClocks(page, PINNED);
  await page.goto('/get-started');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Ihr erstes Gruppenmeeting, gebucht in drei Schritten',
    { timeout: 20_000 },
  );
  await expect(page).toHaveTitle('Loslegen - Overlap');
  await expect(page.getByRole('heading', { name: 'Für wen Overlap gemacht ist' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.getByRole('link', { name: 'So funktioniert die Reihung' }).click();
  await expect(page).toHaveURL(/\/how-it-works$/);
  await expect(page.getByRole('heading', { name: 'Wie Overlap Zeiten reiht' })).toBeVisible();
  await expect(page.getByRole('article', { name: /^Vorschlag 1: Dienstag, 9\. Juni/ })).toContainText(
    'Beste Wahl',
  );
  await expectNoSidewaysScroll(page);
});

test('the Terms of Service read in German, with the note that the English text is authoritative', async ({
  page,
}) => {
  await pinClocks(page, PINNED);
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nutzungsbedingungen', {
    timeout: 20_000,
  });
  await expect(page.getByText('rechtlich maßgeblich ist der englische Text')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Inhalt' })
    .getByRole('link', { name: 'Gewährleistung und Haftung' })
    .click();
  await expect(page).toHaveURL(/#liability$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Gewährleistung und Haftung' })).toBeInViewport();
  await expectNoSidewaysScroll(page);
});
