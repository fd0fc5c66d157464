import { expect, test, type Browser, type Locator } from '@playwright/test';
import { OrganizerMeetingPages } from '../../pages/organizer-meeting-pages';
import { ParticipantPage } from '../../pages/participant-page';
import { declineAt } from '../../support/pinned-meeting';
import { signInThenPin } from '../../support/pinned-sign-in';
import { pinClocks } from '../../support/test-clock';
import { seedMeeting, type SeededMeeting } from '../../support/seed-meeting';

// The meeting journey at instants where a clock-dependent app goes wrong: late on a Monday and on a
// Friday in UTC (already the next day in Kolkata), a Sunday, and the days Europe and the United States
// change to summer time. Each run seeds by API at its instant, and the browser does the rest: two
// guests paint, the organizer books the best time. London-hours meeting (09:00–17:00 Europe/London).

const HOUR = 3_600_000;
const WEEKDAYS = [1, 2, 3, 4, 5];
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];

interface Instant {
  name: string;
  now: string;
  weekdays: number[];
  /** The first day with no passed offered time, as the guests' grids name it. */
  firstOpenDay: string;
  /** 09:00 in London on that day, in UTC (08:00 once London is on summer time). */
  londonNine: string;
}

const INSTANTS: Instant[] = [
  {
    name: 'Monday 22:30 UTC',
    now: '2026-11-23T22:30:00Z',
    weekdays: WEEKDAYS,
    firstOpenDay: 'Tuesday 24 November',
    londonNine: '2026-11-24T09:00:00Z',
  },
  {
    name: 'Friday 23:50 UTC',
    now: '2026-11-27T23:50:00Z',
    weekdays: WEEKDAYS,
    firstOpenDay: 'Monday 30 November',
    londonNine: '2026-11-30T09:00:00Z',
  },
  {
    name: 'Sunday 12:00 UTC',
    now: '2026-11-22T12:00:00Z',
    weekdays: EVERY_DAY,
    firstOpenDay: 'Monday 23 November',
    londonNine: '2026-11-23T09:00:00Z',
  },
  {
    name: 'Europe changes to summer time (Sunday 29 March 2026, 12:00 UTC)',
    now: '2026-03-29T12:00:00Z',
    weekdays: EVERY_DAY,
    firstOpenDay: 'Monday 30 March',
    londonNine: '2026-03-30T08:00:00Z',
  },
  {
    name: 'The United States change to summer time (Sunday 14 March 2027, 12:00 UTC)',
    now: '2027-03-14T12:00:00Z',
    weekdays: EVERY_DAY,
    firstOpenDay: 'Monday 15 March',
    londonNine: '2027-03-15T09:00:00Z',
  },
];

const LOCKED = new Set(['past', 'outside', 'skipped']);

/** Each cell of one day column: its row and what it shows. */
async function column(guest: ParticipantPage, day: number) {
  return guest.grid.locator(`[role="gridcell"][data-day="${day}"]`).evaluateAll((cells) =>
    cells.map((cell) => ({
      row: Number(cell.getAttribute('data-row')),
      state: cell.getAttribute('data-state'),
    })),
  );
}

async function drag(guest: ParticipantPage, from: Locator, to: Locator) {
  await from.evaluate((cell) => cell.scrollIntoView({ block: 'center' }));
  await guest.dragPaint(from, to);
}

/**
 * A guest opens their link at the pinned instant: the first day's passed cells are locked and a drag
 * over them paints nothing; they paint the whole offered time of the first day that has not started,
 * and share it.
 */
async function guestPaints(
  browser: Browser,
  meeting: SeededMeeting,
  name: string,
  zone: string,
  at: Instant,
) {
  const context = await browser.newContext({
    timezoneId: zone,
    locale: 'en-GB',
    viewport: { width: 1280, height: 1400 },
  });
  const guest = new ParticipantPage(await context.newPage());
  await pinClocks(guest.page, at.now);
  await guest.page.goto(meeting.people[name]!.link);
  await expect(guest.grid).toBeVisible({ timeout: 15_000 });
  await expect(guest.zoneInput).toHaveValue(zone);

  let first = await column(guest, 0);
  if (!first.some((cell) => cell.state === 'past')) {
    // The grid opens on the week of the first time ahead; a passed day that ends a week is in the one before.
    const label = await guest.cell(0, 0).getAttribute('aria-label');
    await guest.page.getByRole('button', { name: 'Previous week' }).click();
    await expect(guest.cell(0, 0)).not.toHaveAttribute('aria-label', label!);
    first = await column(guest, 0);
  }
  const passed = first.filter((cell) => cell.state === 'past');
  expect(passed.length, `${name} sees passed time on the first day`).toBeGreaterThan(0);
  const firstPassed = guest.cell(0, passed[0]!.row);
  await expect(firstPassed).toHaveAttribute('aria-disabled', 'true');
  await expect(firstPassed).toHaveAttribute('aria-label', /, already passed$/);
  await drag(guest, firstPassed, guest.cell(0, passed.at(-1)!.row));
  expect(await column(guest, 0), 'a drag over passed time paints nothing').toEqual(first);

  let day = 1;
  let cells = await column(guest, day);
  let weeksAhead = 0;
  while (cells.some((cell) => cell.state === 'past') || cells.every((cell) => LOCKED.has(cell.state!))) {
    day += 1;
    cells = await column(guest, day);
    // The pages are calendar weeks: a window that starts late in the week has a short first page.
    if (cells.length === 0) {
      expect(weeksAhead++, `${name} finds a day to paint`).toBe(0);
      const label = await guest.cell(0, 0).getAttribute('aria-label');
      await guest.page.getByRole('button', { name: 'Next week' }).click();
      await expect(guest.cell(0, 0)).not.toHaveAttribute('aria-label', label!);
      day = 0;
      cells = await column(guest, day);
    }
  }
  const open = cells.filter((cell) => !LOCKED.has(cell.state!));
  const from = guest.cell(day, open[0]!.row);
  await expect(from).toHaveAttribute('aria-label', new RegExp(`^${at.firstOpenDay}, `));
  await drag(guest, from, guest.cell(day, open.at(-1)!.row));
  for (const cell of [open[0]!, open.at(-1)!])
    await guest.expectCellState(guest.cell(day, cell.row), 'available');
  await guest.submit.click();
  await expect(guest.page).toHaveURL(/\/participant-confirmation/);
  await expect(guest.page.getByText(/had already passed/)).toHaveCount(0);
  await context.close();
}

interface RankedSlot {
  start: number;
  people: { displayName: string; state: string }[];
}

test.use({ timezoneId: 'Europe/London', locale: 'en-GB', viewport: { width: 1280, height: 900 } });

for (const at of INSTANTS) {
  test(`the journey at ${at.name}: guests paint only what is ahead, the organizer books a time ahead`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const meeting = await seedMeeting(request, {
      now: at.now,
      fromDay: 0,
      toDay: 7,
      title: `Planning at ${at.name}`,
      organizerZone: 'Europe/London',
      allowedHours: { start: '09:00', end: '17:00' },
      allowedWeekdays: at.weekdays,
      participants: [{ name: 'Priya' }, { name: 'Ana' }, { name: 'Cy' }],
    });
    await declineAt(request, meeting, 'Cy', 'Asia/Tokyo');
    await guestPaints(browser, meeting, 'Priya', 'Asia/Kolkata', at);
    await guestPaints(browser, meeting, 'Ana', 'America/New_York', at);

    // The best time lies in the day both painted, within London's hours, after "now"; Cy, who declined,
    // does not stand in the way.
    const answer = await request.get(`/api/meetings/${meeting.meetingId}/suggestions`, {
      headers: { ...meeting.organizerHeaders, ...meeting.clock },
    });
    expect(answer.ok()).toBe(true);
    const best = ((await answer.json()) as { ranking: { slots: RankedSlot[] } }).ranking.slots[0]!;
    const nine = Date.parse(at.londonNine);
    expect(best.start).toBeGreaterThan(Date.parse(at.now));
    expect(best.start).toBeGreaterThanOrEqual(nine);
    expect(best.start + 30 * 60_000).toBeLessThanOrEqual(nine + 8 * HOUR);
    expect(best.people.find((p) => p.displayName === 'Priya')?.state).toBe('free');
    expect(best.people.find((p) => p.displayName === 'Ana')?.state).toBe('free');

    // The organizer signs in, then works at the pinned instant, and books the first suggestion.
    await signInThenPin(page, meeting.organizer!, at.now);
    const pages = new OrganizerMeetingPages(page);
    await pages.openTimeSelection(meeting.meetingId);
    const first = pages.suggestions().first();
    await expect(first.getByRole('rowheader', { name: 'Ana' })).toBeVisible();
    await first.getByRole('button', { name: /Book this time/ }).click();
    await pages.dialog().getByRole('button', { name: 'Book it' }).click();
    await expect(page).toHaveURL(new RegExp(`/meeting-scheduled\\?meeting=${meeting.meetingId}$`));
    await expect(page.getByRole('main').getByText('Meeting scheduled', { exact: true })).toBeVisible();

    const detail = await request.get(`/api/meetings/${meeting.meetingId}`, {
      headers: { ...meeting.organizerHeaders, ...meeting.clock },
    });
    const { chosenStart } = (await detail.json()) as { chosenStart: string };
    expect(Date.parse(chosenStart)).toBe(best.start);
  });
}
