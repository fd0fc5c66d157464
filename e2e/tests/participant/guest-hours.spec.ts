import { expect, test } from '@playwright/test';
import { ParticipantPage } from '../../pages/participant-page';
import { pinClocks } from '../../support/test-clock';
import { AT, expectFitsThenSnap, LOOKS, lookAt } from './participant-support';
import { seedMeeting } from '../../support/seed-meeting';

// London 09:00–17:00 on weekdays, seen from Sydney in November (GMT and AEDT): 20:00–04:00.
const londonWeek = {
  organizerZone: 'Europe/London',
  allowedHours: { start: '09:00', end: '17:00' },
  allowedWeekdays: [1, 2, 3, 4, 5],
  windowStart: '2026-11-23T00:00:00Z',
  windowEnd: '2026-11-30T00:00:00Z',
};

test.use({ timezoneId: 'Australia/Sydney', locale: 'en-GB' });

test.beforeEach(async ({ page }) => {
  await pinClocks(page, AT.sundayNoon);
});

test("a Sydney guest sees London's 09:00–17:00 as 20:00–04:00, one column per London day", async ({
  page,
  request,
}) => {
  const seeded = await seedMeeting(request, { now: AT.sundayNoon, ...londonWeek });
  const participant = new ParticipantPage(page);
  await participant.openAvailability(seeded.tokens[0]!);

  // Monday to Friday only: no weekend columns for a weekday meeting.
  await expect(participant.grid.getByRole('columnheader')).toHaveCount(6);
  const rows = participant.grid.getByRole('rowheader');
  await expect(rows).toHaveCount(16);
  await expect(rows.first()).toHaveAttribute('aria-label', '20:00');
  await expect(rows.nth(8)).toHaveAttribute('aria-label', '00:00, next day');
  await expect(rows.nth(8)).toHaveText('00:00+1');
  await expect(participant.cell(0, 0)).toHaveAttribute('aria-label', 'Monday 23 November, 20:00, not marked');
  await expect(participant.cell(0, 8)).toHaveAttribute(
    'aria-label',
    'Tuesday 24 November, 00:00, not marked',
  );
  await expect(participant.cell(4, 15)).toHaveAttribute(
    'aria-label',
    'Saturday 28 November, 03:30, not marked',
  );
  await expect(page.getByText('the early hours of the next day')).toBeVisible();

  // Painting a whole column is London's whole Monday.
  await participant.dragPaint(participant.cell(0, 0), participant.cell(0, 15));
  await expect(participant.previewList('Available')).toHaveText(['Mon 23 Nov, 20:00 – Tue 24 Nov, 04:00']);

  // All 24 hours: from 04:00 to 04:00 next day, with what London does not offer hatched and locked.
  await page.getByRole('switch', { name: 'Show all 24 hours' }).click();
  await expect(rows).toHaveCount(48);
  await expect(rows.first()).toHaveAttribute('aria-label', '04:00');
  const early = participant.cell(0, 0);
  await expect(early).toHaveAttribute('aria-label', 'Monday 23 November, 04:00, not offered');
  await expect(early).toHaveAttribute('data-state', 'outside');
  await expect(early).toHaveAttribute('aria-disabled', 'true');
  await expect(participant.cell(0, 32)).toHaveAttribute('data-state', 'available');
  await early.click({ force: true });
  await expect(early).toHaveAttribute('data-state', 'outside');
  await expect(participant.previewList('Available')).toHaveCount(1);

  await participant.submit.click();
  await expect(page.getByRole('region', { name: 'What you shared' }).getByRole('listitem')).toHaveText([
    'Mon 23 Nov, 20:00 – Tue 24 Nov, 04:00',
  ]);
});

test.describe('on a 12-hour clock', () => {
  test.use({ locale: 'en-US' });

  test('times follow the browser locale', async ({ page, request }) => {
    const seeded = await seedMeeting(request, { now: AT.sundayNoon, ...londonWeek });
    const participant = new ParticipantPage(page);
    await participant.openAvailability(seeded.tokens[0]!);
    await expect(participant.grid.getByRole('rowheader').first()).toHaveText('8 PM');
    await expect(participant.cell(0, 0)).toHaveAttribute(
      'aria-label',
      'Monday 23 November, 8:00 PM, not marked',
    );
    await participant.dragPaint(participant.cell(0, 0), participant.cell(0, 1));
    await expect(participant.previewList('Available')).toHaveText(['Mon 23 Nov, 8:00 PM – 9:00 PM']);
  });
});

test('the time zone list opens at the chosen zone and filters as one types', async ({ page, request }) => {
  const seeded = await seedMeeting(request, { now: AT.sundayNoon, ...londonWeek });
  const participant = new ParticipantPage(page);
  await participant.openAvailability(seeded.tokens[0]!);
  await participant.zoneInput.click();
  const list = page.getByRole('listbox', { name: 'Time zones' });
  const chosen = list.getByRole('option', { selected: true });
  await expect(chosen).toHaveAccessibleName('Sydney (GMT+11), Australia');
  // The chosen zone is scrolled into the open list, not left at the top of 400 zones.
  const [listBox, chosenBox] = [await list.boundingBox(), await chosen.boundingBox()];
  expect(chosenBox!.y).toBeGreaterThanOrEqual(listBox!.y);
  expect(chosenBox!.y + chosenBox!.height).toBeLessThanOrEqual(listBox!.y + listBox!.height);
  await expect(participant.zoneInput).toHaveAttribute(
    'aria-activedescendant',
    (await chosen.getAttribute('id'))!,
  );

  // A person types the city and picks it with the keyboard.
  await participant.zoneInput.fill('london');
  await expect(list.getByRole('option')).toHaveCount(1);
  await expect(list.getByRole('option')).toHaveAccessibleName('London (GMT+0), United Kingdom');
  await page.keyboard.press('Enter');
  await expect(list).toHaveCount(0);
  await expect(participant.zoneInput).toHaveValue('Europe/London');
  await expect(participant.cell(0, 0)).toHaveAttribute('aria-label', 'Monday 23 November, 09:00, not marked');

  await participant.zoneInput.click();
  await page.keyboard.press('Escape');
  await expect(participant.zoneInput).toHaveValue('Europe/London');
});

for (const look of LOOKS) {
  test(`the Sydney guest's page at ${look.width} px, ${look.scheme}`, async ({ page, request }, testInfo) => {
    await lookAt(page, look);
    const seeded = await seedMeeting(request, { now: AT.sundayNoon, ...londonWeek });
    const participant = new ParticipantPage(page);
    await participant.openAvailability(seeded.tokens[0]!);
    await participant.dragPaint(participant.cell(1, 2), participant.cell(1, 9));
    await expect(participant.previewList('Available')).toHaveCount(1);
    await expectFitsThenSnap(page, testInfo, `availability-sydney-${look.width}-${look.scheme}.png`);
    await participant.zoneInput.click();
    await expect(page.getByRole('option', { name: 'Sydney (GMT+11), Australia' })).toBeInViewport({
      ratio: 1,
    });
    await page.screenshot({ path: testInfo.outputPath('zone-list.png') });
    if (process.env.SHOTS_DIR)
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/zone-list-${look.width}-${look.scheme}.png` });
  });
}
