import { expect, test } from '@playwright/test';
import { pinClocks } from '../../support/test-clock';

// A reader whose browser asks for German: the prerendered pages hydrate in English, then turn German.
test.use({ locale: 'de-DE' });

/** New Year's Eve, late evening UTC: only the footer's year reads the clock on these pages. */
const PINNED = new Date('2026-12-31T23:30:00Z');

test('the blog index and a post read in German, body, chrome and metadata included', async ({ page }) => {
  await pinClocks(page, PINNED);
  await page.goto('/blog');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de', { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Der Overlap-Blog' })).toBeVisible();
  const fairness = page.getByRole('article', {
    name: 'Fairness über Zeitzonen hinweg: das Schlechteste minimieren, nicht den Durchschnitt',
  });
  await expect(fairness.getByRole('list', { name: 'Themen' }).getByText('Remote-Teams')).toBeVisible();
  await expect(fairness.getByText('Das Overlap-Team')).toBeVisible();

  await fairness.getByRole('link').click();
  await expect(page).toHaveURL(/\/blog\/fairness-across-time-zones$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Fairness über Zeitzonen hinweg: das Schlechteste minimieren, nicht den Durchschnitt',
  );
  await expect(page).toHaveTitle(/^Fairness über Zeitzonen hinweg/);
  await expect(page.getByRole('link', { name: 'Alle Beiträge' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Die Falle des Durchschnitts' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Zwei mögliche Termine für einen 30-minütigen Call im Juni' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mehr aus dem Blog' })).toBeVisible();
});

test('the pitch and remote-teams pages read in German on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await pinClocks(page, PINNED);
  await page.goto('/pitch');
  await expect(page.getByRole('link', { name: 'Auf die Warteliste' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Overlap auf einer Seite');
  await expect(page.getByRole('columnheader', { name: 'Was offen bleibt' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Doodle' })).toBeVisible();
  await expect(
    page.getByText('Umfragen: Die Organisation schlägt Zeiten vor, alle stimmen ab.'),
  ).toBeVisible();

  await page.goto('/solutions/for-remote-teams');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Terminplanung für Teams, die nie denselben Morgen haben',
    { timeout: 20_000 },
  );
  await expect(page.getByRole('heading', { name: 'Asynchrone Antworten' })).toBeVisible();
  await expect(page).toHaveTitle('Für Remote-Teams - Overlap');
  // German words are long: nothing may push the page sideways at 375 px.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
