import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ParticipantPage } from '../../pages/participant-page';
import { pinClocks } from '../../support/test-clock';
import { seedMeeting } from '../../support/seed-meeting';
import { recordWrites } from './journey-support';

/**
 * A guest answers a three-week request the way a person does: paints in every week, moves between weeks
 * with the week buttons, sends once with the one submit button, and reads the answer back. The request
 * is set up through the API; every step a guest takes is a real click, drag, touch or key.
 *
 * Saturday 28 November 2026, 22:30 UTC: late on a weekend evening, the request starting on Monday.
 */
const NOW = '2026-11-28T22:30:00Z';
const HOUR = 3_600_000;

/** Weekdays 09:00–17:00 London for three weeks; a New York guest sees 04:00–12:00 (rows every 30 min). */
const THREE_WEEKS = {
  windowStart: '2026-11-30T00:00:00Z',
  windowEnd: '2026-12-19T00:00:00Z',
  organizerZone: 'Europe/London',
  allowedHours: { start: '09:00', end: '17:00' },
  allowedWeekdays: [1, 2, 3, 4, 5],
};

const WEEKS = [
  { label: 'Mon 30 Nov – Fri 4 Dec', tuesday: '2026-12-01' },
  { label: 'Mon 7 Dec – Fri 11 Dec', tuesday: '2026-12-08' },
  { label: 'Mon 14 Dec – Fri 18 Dec', tuesday: '2026-12-15' },
];

test.use({ timezoneId: 'America/New_York', locale: 'en-GB' });
test.describe.configure({ timeout: 90_000 });

function pager(page: Page) {
  return {
    previous: page.getByRole('button', { name: 'Previous week' }),
    next: page.getByRole('button', { name: 'Next week' }),
    async expectWeek(index: number) {
      await expect(page.getByText(`${WEEKS[index]!.label} · week ${index + 1} of 3`)).toBeVisible();
    },
  };
}

/** The three marked half hours, one Tuesday per week, 05:00–06:30 in New York (10:00–11:30 UTC). */
function tuesdayMornings() {
  return WEEKS.map((week) => ({
    start: Date.parse(`${week.tuesday}T10:00:00Z`),
    end: Date.parse(`${week.tuesday}T11:30:00Z`),
  }));
}

async function expectStoredAnswer(page: Page, token: string) {
  const answer = await page.request.get(`/api/participant/meeting?token=${token}`);
  expect(answer.ok()).toBe(true);
  const view = (await answer.json()) as { answer: { available: { start: number; end: number }[] } | null };
  expect(view.answer?.available).toEqual(tuesdayMornings());
}

/** After sending: the thank-you page lists one range per week, and Edit opens every week's marks again. */
async function expectSentAndEditable(page: Page, participant: ParticipantPage, token: string) {
  await expect(page).toHaveURL(/\/participant-confirmation\?token=/);
  const shared = page.getByRole('region', { name: 'What you shared' });
  await expect(shared.getByRole('listitem')).toHaveText([
    /Tue 1 Dec, 05:00 – 06:30/,
    /Tue 8 Dec, 05:00 – 06:30/,
    /Tue 15 Dec, 05:00 – 06:30/,
  ]);
  await expectStoredAnswer(page, token);

  await page.getByRole('link', { name: 'Edit my answer' }).click();
  await expect(participant.grid).toBeVisible();
  const weeks = pager(page);
  await weeks.expectWeek(0);
  for (let week = 0; week < 3; week++) {
    if (week > 0) await weeks.next.click();
    await weeks.expectWeek(week);
    for (const row of [2, 3, 4]) await participant.expectCellState(participant.cell(1, row), 'available');
    await participant.expectCellState(participant.cell(1, 5), 'empty');
  }
}

/** The guest's page of a fresh three-week request at NOW, with the page's writes recorded from here on. */
async function openThreeWeeks(page: Page, request: APIRequestContext) {
  await pinClocks(page, NOW);
  const seeded = await seedMeeting(request, { now: NOW, ...THREE_WEEKS });
  const participant = new ParticipantPage(page);
  await participant.openAvailability(seeded.tokens[0]!);
  return { seeded, participant, writes: recordWrites(page), weeks: pager(page) };
}

test('paints every week with the mouse, goes back and forth, and sends once', async ({ page, request }) => {
  const { seeded, participant, writes, weeks } = await openThreeWeeks(page, request);

  await weeks.expectWeek(0);
  await expect(participant.cell(1, 2)).toHaveAttribute('aria-label', 'Tuesday 1 December, 05:00, not marked');
  // The greyed Previous on the first week does nothing, clicked or pressed.
  await expect(weeks.previous).toHaveAttribute('aria-disabled', 'true');
  await weeks.previous.click({ force: true });
  await weeks.previous.press('Enter');
  await weeks.expectWeek(0);

  // Next with nothing painted moves on quietly: no error, nothing sent.
  await weeks.next.click();
  await weeks.expectWeek(1);
  await expect(participant.alert).toHaveCount(0);
  await weeks.previous.click();
  await weeks.expectWeek(0);

  for (let week = 0; week < 3; week++) {
    if (week > 0) await weeks.next.click();
    await weeks.expectWeek(week);
    await participant.dragPaint(participant.cell(1, 2), participant.cell(1, 4));
    for (const row of [2, 3, 4]) await participant.expectCellState(participant.cell(1, row), 'available');
  }
  await expect(weeks.next).toHaveAttribute('aria-disabled', 'true');
  await weeks.next.click({ force: true });
  await weeks.expectWeek(2);

  // Back to the first week: its marks are still there.
  await weeks.previous.click();
  await weeks.previous.click();
  await weeks.expectWeek(0);
  await participant.expectCellState(participant.cell(1, 3), 'available');
  await expect(participant.previewList('Available')).toHaveCount(3);
  expect(writes).toEqual([]);
  await expect(page).toHaveURL(/\/participant\/availability\?token=/);

  await participant.submit.click();
  await expect(page).toHaveURL(/\/participant-confirmation\?token=/);
  expect(writes).toEqual(['PUT /api/participant/availability']);
  await expectSentAndEditable(page, participant, seeded.tokens[0]!);
});

test.describe('on a phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 800 } });

  test('paints every week by touch and taps the week buttons', async ({ page, request }) => {
    const { seeded, participant, writes, weeks } = await openThreeWeeks(page, request);

    for (let week = 0; week < 3; week++) {
      if (week > 0) await weeks.next.tap();
      await weeks.expectWeek(week);
      await participant.touchDrag(participant.cell(1, 2), participant.cell(1, 4));
      for (const row of [2, 3, 4]) await participant.expectCellState(participant.cell(1, row), 'available');
    }
    await weeks.previous.tap();
    await weeks.expectWeek(1);
    await participant.expectCellState(participant.cell(1, 2), 'available');
    expect(writes).toEqual([]);

    await participant.submit.tap();
    await expect(page).toHaveURL(/\/participant-confirmation\?token=/);
    expect(writes).toEqual(['PUT /api/participant/availability']);
    await expectSentAndEditable(page, participant, seeded.tokens[0]!);
  });
});

test('paints every week with the keyboard alone and sends with Enter', async ({ page, request }) => {
  const { seeded, participant, writes, weeks } = await openThreeWeeks(page, request);

  for (let week = 0; week < 3; week++) {
    if (week > 0) {
      await weeks.next.focus();
      await page.keyboard.press('Enter');
    }
    await weeks.expectWeek(week);
    // Into the grid with Tab, from the week button; the grid has one tab stop.
    await weeks.next.focus();
    await page.keyboard.press('Tab');
    await expect(participant.grid.locator('[role="gridcell"]:focus')).toHaveCount(1);
    await page.keyboard.press('Home');
    await page.keyboard.press('PageUp');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    for (let row = 2; row <= 4; row++) {
      await page.keyboard.press('ArrowDown');
      await expect(participant.cell(1, row)).toBeFocused();
      await page.keyboard.press('Space');
      await participant.expectCellState(participant.cell(1, row), 'available');
    }
    // Enter on a cell marks, never sends.
    expect(writes).toEqual([]);
  }
  await weeks.previous.focus();
  await page.keyboard.press('Enter');
  await weeks.expectWeek(1);
  await participant.expectCellState(participant.cell(1, 4), 'available');
  expect(writes).toEqual([]);

  await participant.submit.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/participant-confirmation\?token=/);
  expect(writes).toEqual(['PUT /api/participant/availability']);
  await expectSentAndEditable(page, participant, seeded.tokens[0]!);
  expect(seeded.windowEnd - seeded.windowStart).toBe(19 * 24 * HOUR);
});
