import { expect, test } from '@playwright/test';
import { ParticipantPage } from '../../pages/participant-page';
import { pinClocks } from '../../support/test-clock';
import { AT, sidewaysOverflow } from './participant-support';
import { seedMeeting } from '../../support/seed-meeting';

// A whole-day meeting for the seven days after Sunday 22 November 2026, seen from Tokyo on a 24-hour clock.
test.use({ timezoneId: 'Asia/Tokyo', locale: 'en-GB' });

test.beforeEach(async ({ page }) => {
  await pinClocks(page, AT.sundayNoon);
});

test('shows the request in the detected zone, paints by mouse, submits and edits', async ({
  page,
  request,
}) => {
  const seeded = await seedMeeting(request, {
    now: AT.sundayNoon,
    title: 'Roadmap <b>sync</b>',
    description: 'Line one\n<i>two</i>',
  });
  const participant = new ParticipantPage(page);
  await participant.openAvailability(seeded.tokens[0]!);

  await expect(page).toHaveTitle('Share Your Availability - Overlap');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Roadmap <b>sync</b>' })).toBeVisible();
  await expect(page.getByText('<i>two</i>')).toBeVisible();
  await expect(page.getByText('Requested by Olga Organizer')).toBeVisible();
  await expect(participant.zoneInput).toHaveValue('Asia/Tokyo');
  await expect(page.getByText('Tokyo (GMT+9)').first()).toBeVisible();
  await expect(page.getByText(/Read from my calendar/)).toBeVisible();

  // Whole days open at 07:00 local; day 1 (Tuesday 24 November), rows 6–8 are 10:00, 10:30 and 11:00.
  const from = participant.cell(1, 6);
  const to = participant.cell(1, 8);
  await expect(from).toHaveAttribute('aria-label', 'Tuesday 24 November, 10:00, not marked');
  await participant.dragPaint(from, to);
  for (const row of [6, 7, 8]) await participant.expectCellState(participant.cell(1, row), 'available');
  await expect(participant.previewList('Available')).toHaveText(['Tue 24 Nov, 10:00 – 11:30']);
  await expect(participant.preview.getByText('Tokyo (GMT+9)')).toBeVisible();

  await participant.submit.click();
  await expect(page).toHaveURL(/\/participant-confirmation\?token=/);
  await expect(page).toHaveTitle('Availability Shared - Overlap');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thanks for sharing your availability' }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'What you shared' }).getByText('Tue 24 Nov, 10:00 – 11:30'),
  ).toBeVisible();
  await expect(page.getByText(/had already passed/)).toHaveCount(0);

  await page.getByRole('link', { name: 'Edit my answer' }).click();
  await expect(participant.grid).toBeVisible();
  await participant.expectCellState(participant.cell(1, 7), 'available');
  // Pressing a marked cell again clears it, splitting the range in two.
  await participant.cell(1, 7).click();
  await participant.expectCellState(participant.cell(1, 7), 'empty');
  await expect(participant.previewList('Available')).toHaveCount(2);
  await participant.submit.click();
  await expect(page.getByRole('region', { name: 'What you shared' }).getByRole('listitem')).toHaveCount(2);
});

test('paints available and if-need-be with the keyboard alone', async ({ page, request }) => {
  const seeded = await seedMeeting(request, { now: AT.sundayNoon });
  const participant = new ParticipantPage(page);
  await participant.openAvailability(seeded.tokens[0]!);

  await participant.cell(0, 0).waitFor();
  // The grid's one tab stop starts on the first cell that can be marked; PageUp goes to the day's top.
  await participant.grid.locator('[tabindex="0"]').focus();
  await page.keyboard.press('PageUp');
  await page.keyboard.press('ArrowRight');
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowDown');
  await expect(participant.cell(1, 6)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(participant.cell(1, 6)).toHaveAttribute('aria-label', /, 10:00, available$/);

  await participant.chooseMode('If need be');
  await participant.cell(1, 6).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(participant.cell(1, 7)).toHaveAttribute('aria-label', /, 10:30, if need be$/);
  await expect(participant.previewList('Available')).toHaveText([/10:00 – 10:30$/]);
  await expect(participant.previewList('If need be')).toHaveText([/10:30 – 11:00$/]);

  await participant.submit.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thanks for sharing your availability' }),
  ).toBeVisible();
});

test('says what is missing when nothing is marked', async ({ page, request }) => {
  const seeded = await seedMeeting(request, { now: AT.sundayNoon });
  const participant = new ParticipantPage(page);
  await participant.openAvailability(seeded.tokens[0]!);
  await participant.submit.click();
  await expect(participant.alert).toHaveText('Mark at least one time you could meet, or decline.');
  await expect(page).toHaveURL(/\/participant\/availability/);
});

test('shows the hours before the window opens as not offered, and all 24 hours on request', async ({
  page,
  request,
}) => {
  const seeded = await seedMeeting(request, { now: AT.sundayNoon });
  const participant = new ParticipantPage(page);
  await participant.openAvailability(seeded.tokens[0]!);
  // The window opens at midnight UTC, 09:00 in Tokyo: Monday's 07:00 and 08:30 are not offered.
  await expect(participant.cell(0, 0)).toHaveAttribute(
    'aria-label',
    'Monday 23 November, 07:00, not offered',
  );
  await expect(participant.cell(0, 3)).toHaveAttribute('data-state', 'outside');
  await expect(participant.cell(0, 4)).toHaveAttribute('data-state', 'empty');
  await expect(participant.grid.getByRole('row')).toHaveCount(31);

  const allHours = page.getByRole('switch', { name: 'Show all 24 hours' });
  await expect(allHours).toHaveAttribute('aria-checked', 'false');
  await allHours.click();
  await expect(allHours).toHaveAttribute('aria-checked', 'true');
  await expect(participant.grid.getByRole('row')).toHaveCount(49);
  await expect(participant.cell(1, 0)).toHaveAttribute(
    'aria-label',
    'Tuesday 24 November, 00:00, not marked',
  );
});

test('fits a 375 px wide phone without sideways scrolling of the page', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const seeded = await seedMeeting(request, { now: AT.sundayNoon });
  const participant = new ParticipantPage(page);
  await participant.openAvailability(seeded.tokens[0]!);
  await expect(participant.grid).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
});

test('pages a long window by week and reopens an edit on the week of the answer', async ({
  page,
  request,
}) => {
  const seeded = await seedMeeting(request, {
    now: AT.sundayNoon,
    windowStart: '2026-11-23T00:00:00Z',
    windowEnd: '2026-12-07T00:00:00Z',
  });
  const participant = new ParticipantPage(page);
  await participant.openAvailability(seeded.tokens[0]!);
  await expect(page.getByText(/week 1 of 3/)).toBeVisible();
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page.getByText(/week 2 of 3/)).toBeVisible();
  await participant.cell(2, 6).click();
  const label = await participant.cell(2, 6).getAttribute('aria-label');
  await participant.submit.click();
  await page.getByRole('link', { name: 'Edit my answer' }).click();
  await expect(page.getByText(/week 2 of 3/)).toBeVisible();
  await expect(participant.cell(2, 6)).toHaveAttribute('aria-label', label!);
});
