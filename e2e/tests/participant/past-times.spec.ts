import { expect, test } from '@playwright/test';
import { pinClocks, pinServerClock } from '../../support/test-clock';
import { AT, expectFitsThenSnap, LOOKS, lookAt, openGuestLink } from './participant-support';

// Monday 23 November 2026, 22:30 UTC is Tuesday 04:00 in Kolkata: all of Monday there has passed.
test.use({ timezoneId: 'Asia/Kolkata', locale: 'en-GB' });

const wholeDays = { windowStart: '2026-11-23T00:00:00Z', windowEnd: '2026-11-28T00:00:00Z' };

test.beforeEach(async ({ page }) => {
  await pinClocks(page, AT.mondayLate);
});

test('at Monday 22:30 UTC a Kolkata guest cannot paint the hours that have passed', async ({
  page,
  request,
}) => {
  const { participant } = await openGuestLink(page, request, 'Ana', wholeDays);

  // Rows open at 07:00; row 10 is 12:00 and row 29 is 21:30. Column 0 is Monday, column 1 Tuesday.
  const noon = participant.cell(0, 10);
  await expect(noon).toHaveAttribute('aria-label', 'Monday 23 November, 12:00, already passed');
  await expect(noon).toHaveAttribute('aria-disabled', 'true');
  await expect(noon).toHaveAttribute('data-state', 'past');
  await expect(participant.grid.locator('[data-day="0"][aria-disabled="true"]')).toHaveCount(30);
  await expect(participant.grid.locator('[data-day="1"][aria-disabled="true"]')).toHaveCount(0);

  // Dragging over Monday's afternoon paints nothing.
  await participant.dragPaint(noon, participant.cell(0, 29));
  await expect(participant.grid.locator('[data-day="0"][data-state="past"]')).toHaveCount(30);
  await expect(participant.previewList('Available')).toHaveCount(0);
  await expect(participant.preview.getByText('No times yet.')).toBeVisible();

  // A drag across Monday and Tuesday paints Tuesday's cells only.
  await participant.dragPaint(participant.cell(1, 10), participant.cell(0, 12));
  await expect(participant.previewList('Available')).toHaveText(['Tue 24 Nov, 12:00 – 13:30']);

  // The keyboard cannot mark a passed cell either, and says why.
  await noon.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Monday 23 November, 12:00 is already passed.')).toBeAttached();
  await expect(noon).toHaveAttribute('data-state', 'past');

  // All 24 hours: the half hour under way since 04:00 has begun, so Tuesday is open from 04:30.
  await page.getByRole('switch', { name: 'Show all 24 hours' }).click();
  await expect(participant.cell(1, 8)).toHaveAttribute(
    'aria-label',
    'Tuesday 24 November, 04:00, already passed',
  );
  await expect(participant.cell(1, 9)).toHaveAttribute(
    'aria-label',
    'Tuesday 24 November, 04:30, not marked',
  );

  await participant.submit.click();
  await expect(page).toHaveURL(/\/participant-confirmation\?token=/);
  await expect(page.getByRole('region', { name: 'What you shared' }).getByRole('listitem')).toHaveText([
    'Tue 24 Nov, 12:00 – 13:30',
  ]);
  await expect(page.getByText(/had already passed/)).toHaveCount(0);
});

test('a time that passes while the page is open is left out, and the confirmation says so', async ({
  page,
  request,
}) => {
  const { participant } = await openGuestLink(page, request, 'Ana', wholeDays);
  await page.getByRole('switch', { name: 'Show all 24 hours' }).click();
  // Tuesday 04:30 in Kolkata is 23:00–23:30 UTC; Tuesday 12:00 is 06:30 UTC.
  await participant.cell(1, 9).click();
  await participant.cell(1, 24).click();
  await expect(participant.previewList('Available')).toHaveCount(2);

  // The answer reaches the server at 23:35 UTC, when Tuesday 04:30 in Kolkata has passed.
  await pinServerClock(page.context(), '2026-11-23T23:35:00Z');
  await participant.submit.click();
  await expect(page).toHaveURL(/\/participant-confirmation\?token=/);
  await expect(page.getByText('1 time you marked had already passed and was left out.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'What you shared' }).getByRole('listitem')).toHaveText([
    'Tue 24 Nov, 12:00 – 12:30',
  ]);
});

test('an answer whose every time has passed is refused with a way forward', async ({ page, request }) => {
  const { participant } = await openGuestLink(page, request, 'Ana', wholeDays);
  await page.getByRole('switch', { name: 'Show all 24 hours' }).click();
  await participant.cell(1, 9).click();
  await pinServerClock(page.context(), '2026-11-23T23:35:00Z');
  await participant.submit.click();
  await expect(participant.alert.first()).toContainText(
    'Every time you marked has already passed. Mark a time from now on, or decline.',
  );
  await expect(page).toHaveURL(/\/participant\/availability/);
});

for (const look of LOOKS) {
  test(`the Kolkata guest's page at ${look.width} px, ${look.scheme}`, async ({
    page,
    request,
  }, testInfo) => {
    await lookAt(page, look);
    const { participant } = await openGuestLink(page, request, 'Ana', wholeDays);
    await participant.cell(1, 10).click();
    await expect(participant.grid.locator('[data-state="past"]').first()).toBeVisible();
    await expectFitsThenSnap(page, testInfo, `availability-kolkata-${look.width}-${look.scheme}.png`);
  });
}
