import { expect, test } from '@playwright/test';
import { pinClocks } from '../support/test-clock';

// A reader whose browser asks for German. The prerendered landing page is English: it hydrates in English
// and then changes language, which must not upset hydration.
test.use({ locale: 'de-DE' });

/** New Year's Eve, late evening UTC: the footer's year is the only thing on the page that reads the clock. */
const PINNED = new Date('2026-12-31T23:30:00Z');

test('the landing page turns German after hydration, and a language picked in the footer stays', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await pinClocks(page, PINNED);
  await page.goto('/');

  const demo = page.getByRole('region', { name: 'Planungs-Demo' });
  await expect(demo.getByRole('button', { name: 'Diesen Termin buchen' })).toBeEnabled({ timeout: 20_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Termine finden');
  // Days and times come from Intl in German: a 24-hour clock, no AM/PM.
  await expect(demo.getByText('Dienstag, 9. Juni')).toBeVisible();
  await expect(demo.getByText('16:00–16:30 Uhr London')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Auf die Warteliste' })).toBeEnabled();
  await expect(page.getByText('© 2026 Overlap')).toBeVisible();

  // Switching happens in place: the page (and this marker in it) stays.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.getByLabel('Sprache').selectOption('fr');
  await expect(page.getByRole('button', { name: 'Réserver ce créneau' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByLabel('Langue')).toHaveValue('fr');
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);

  await page.reload();
  const demoFr = page.getByRole('region', { name: 'Démo de planification' });
  await expect(demoFr.getByRole('button', { name: 'Réserver ce créneau' })).toBeEnabled({ timeout: 20_000 });
  await expect(demoFr.getByText('mardi 9 juin')).toBeVisible();
  await expect(page.getByLabel('Langue')).toHaveValue('fr');
  expect(problems).toEqual([]);
});

test('the header menu and its texts follow the language on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await pinClocks(page, PINNED);
  await page.goto('/');
  const open = page.getByRole('button', { name: 'Menü öffnen' });
  await expect(open).toBeEnabled({ timeout: 20_000 });
  await open.click();
  const menu = page.getByRole('dialog', { name: 'Menü' });
  await expect(menu.getByRole('link', { name: 'Preise' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await menu.getByRole('button', { name: 'Menü schließen' }).click();
  await expect(menu).toBeHidden();
});
