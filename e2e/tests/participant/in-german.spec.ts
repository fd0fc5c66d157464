import { expect, test } from '@playwright/test';
import { ParticipantPage } from '../../pages/participant-page';
import { pinClocks } from '../../support/test-clock';
import { expectFitsThenSnap, LOOKS, lookAt, sidewaysOverflow } from './participant-support';
import { seedMeeting } from '../../support/seed-meeting';

// A guest whose browser asks for German, in Berlin, the Sunday evening before a week of meetings.
test.use({ timezoneId: 'Europe/Berlin', locale: 'de-DE' });

const sundayEvening = '2026-11-22T22:45:00Z';

test.beforeEach(async ({ page }) => {
  await pinClocks(page, sundayEvening);
});

test('the guest reads, paints and shares in German, and a switch to Spanish is remembered', async ({
  page,
  request,
}) => {
  // Three page loads and a save; the machine running the suite may be busy.
  test.setTimeout(90_000);
  const seeded = await seedMeeting(request, { now: sundayEvening });
  const participant = new ParticipantPage(page);
  // A laptop's height, where the thank-you page is a little taller than the window.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/participant/availability?token=${seeded.tokens[0]!}`);

  await expect(page.getByRole('heading', { level: 1, name: 'Teilen Sie Ihre Verfügbarkeit' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page).toHaveTitle('Verfügbarkeit teilen - Overlap');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByText('Angefragt von Olga Organizer')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Wann können Sie?' })).toBeVisible();
  await expect(page.getByLabel('Ihre Zeitzone')).toHaveValue('Europe/Berlin');

  const grid = page.getByRole('grid', { name: /^Ihre Verfügbarkeit/ });
  // German weekday names on the columns, a 24-hour clock on the rows.
  await expect(grid.getByRole('columnheader', { name: 'Dienstag, 24. November' })).toBeVisible();
  await expect(grid.getByRole('rowheader', { name: '10:00' })).toHaveText('10:00');
  await expect(page.getByRole('button', { name: 'Nächste Woche' })).toBeVisible();
  const cell = (day: number, row: number) =>
    grid.locator(`[role="gridcell"][data-day="${day}"][data-row="${row}"]`);
  // Whole days open at 07:00 local; rows 6–8 of the second day are 10:00, 10:30 and 11:00.
  await expect(cell(1, 6)).toHaveAttribute('aria-label', 'Dienstag, 24. November, 10:00, nicht markiert');

  await participant.dragPaint(cell(1, 6), cell(1, 8));
  await expect(cell(1, 7)).toHaveAttribute('aria-label', 'Dienstag, 24. November, 10:30, verfügbar');
  const preview = page.getByRole('region', { name: 'Das sieht Olga Organizer' });
  await expect(
    preview
      .getByRole('heading', { name: 'Verfügbar', exact: true })
      .locator('xpath=..')
      .getByRole('listitem'),
  ).toHaveText(['Di., 24. Nov., 10:00 – 11:30']);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

  await page.getByRole('button', { name: 'Meine Verfügbarkeit teilen' }).click();
  await expect(page).toHaveURL(/\/participant-confirmation\?token=/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Danke, dass Sie Ihre Verfügbarkeit geteilt haben' }),
  ).toBeVisible();
  // It opens at its top, not at the scroll of the long page the answer was sent from.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page).toHaveTitle('Verfügbarkeit geteilt - Overlap');
  await expect(page.getByText('Olga Organizer hat jetzt Ihre Zeiten für „Design review“.')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Was Sie geteilt haben' }).getByText('Di., 24. Nov., 10:00 – 11:30'),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Meine Antwort bearbeiten' }).click();
  const picker = page.getByRole('combobox', { name: 'Sprache' }).first();
  await expect(picker).toBeEnabled();
  await picker.selectOption('es');
  await expect(page.getByRole('heading', { level: 1, name: 'Comparte tu disponibilidad' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Comparte tu disponibilidad' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('heading', { name: '¿Cuándo podrías reunirte?' })).toBeVisible();
  await expect(grid).toHaveCount(0);
  await expect(
    page.getByRole('grid', { name: /^Tu disponibilidad/ }).getByRole('columnheader', {
      name: 'martes, 24 de noviembre',
    }),
  ).toBeVisible();
});

test('the German pages fit a phone and both colour schemes', async ({ page, request }, testInfo) => {
  // Eight page loads, each photographed.
  test.setTimeout(240_000);
  const seeded = await seedMeeting(request, { now: sundayEvening });
  const token = seeded.tokens[0]!;
  const participant = new ParticipantPage(page);
  for (const look of LOOKS) {
    await lookAt(page, look);
    await page.goto(`/participant/availability?token=${token}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Teilen Sie Ihre Verfügbarkeit' })).toBeVisible({
      timeout: 15_000,
    });
    await expectFitsThenSnap(page, testInfo, `de-availability-${look.width}-${look.scheme}.png`);
  }
  const tenOnTuesday = page
    .getByRole('grid', { name: /^Ihre Verfügbarkeit/ })
    .locator('[role="gridcell"][data-day="1"][data-row="6"]');
  await participant.dragPaint(tenOnTuesday, tenOnTuesday);
  await page.getByRole('button', { name: 'Meine Verfügbarkeit teilen' }).click();
  await expect(page).toHaveURL(/\/participant-confirmation\?token=/);
  for (const look of LOOKS) {
    await lookAt(page, look);
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Danke, dass Sie Ihre Verfügbarkeit geteilt haben' }),
    ).toBeVisible({ timeout: 15_000 });
    await expectFitsThenSnap(page, testInfo, `de-confirmation-${look.width}-${look.scheme}.png`);
  }
});
