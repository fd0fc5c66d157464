import { expect, test } from '@playwright/test';
import { ParticipantPage } from '../../pages/participant-page';
import { pinClocks } from '../../support/test-clock';
import { AT } from './participant-support';
import { seedMeeting } from '../../support/seed-meeting';

test.use({ timezoneId: 'Asia/Tokyo', locale: 'en-GB', hasTouch: true });

test.beforeEach(async ({ page }) => {
  await pinClocks(page, AT.sundayNoon);
});

test('paints by touch drag', async ({ page, request }) => {
  const seeded = await seedMeeting(request, { now: AT.sundayNoon });
  const participant = new ParticipantPage(page);
  await participant.openAvailability(seeded.tokens[0]!);
  await participant.touchDrag(participant.cell(2, 4), participant.cell(3, 5));
  for (const [day, row] of [
    [2, 4],
    [2, 5],
    [3, 4],
    [3, 5],
  ] as const)
    await participant.expectCellState(participant.cell(day, row), 'available');
  await expect(participant.previewList('Available')).toHaveCount(2);
});

test('remembers the zone chosen with the answer', async ({ page, request }) => {
  const seeded = await seedMeeting(request, { now: AT.sundayNoon });
  const participant = new ParticipantPage(page);
  await participant.openAvailability(seeded.tokens[0]!);
  await participant.zoneInput.fill('Europe/London');
  await expect(page.getByText(/Times are shown in London \(GMT\+0\)/)).toBeVisible();
  await participant.cell(1, 6).click();
  await participant.submit.click();
  await expect(page.getByRole('region', { name: 'What you shared' })).toContainText('London (GMT+0)');
  await page.getByRole('link', { name: 'Edit my answer' }).click();
  await expect(participant.zoneInput).toHaveValue('Europe/London');
  await participant.expectCellState(participant.cell(1, 6), 'available');
});
