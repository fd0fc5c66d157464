import { expect, test } from '@playwright/test';
import { ParticipantPage } from '../../pages/participant-page';
import { serveOneEventFeed, type OneEventFeed } from '../../support/one-event-feed';
import { pinClocks, pinServerClock } from '../../support/test-clock';
import { AT } from './participant-support';
import { seedMeeting } from '../../support/seed-meeting';

test.use({ timezoneId: 'UTC', locale: 'en-GB' });

test.beforeEach(async ({ page }) => {
  await pinClocks(page, AT.sundayNoon);
});

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
/** An ICS feed this test serves on a loopback port (the e2e server may reach 127.0.0.1). */
let feed: OneEventFeed;

test.beforeAll(async () => {
  feed = await serveOneEventFeed('/private-7f3a/feed.ics', {
    uid: 'block@e2e',
    summary: 'Secret project review',
  });
});
test.afterAll(() => feed?.close());

test('a participant reads an ICS feed once, sees it on the grid and in the preview, and the ranking avoids it', async ({
  page,
  request,
}) => {
  const seeded = await seedMeeting(request, { now: AT.sundayNoon, participants: [{ name: 'Ana' }] });
  const token = seeded.tokens[0]!;
  const best = async () => {
    const res = await request.get(`/api/meetings/${seeded.meetingId}/suggestions`, {
      headers: { ...seeded.organizerHeaders, ...seeded.clock },
    });
    expect(res.ok()).toBe(true);
    return ((await res.json()) as { ranking: { slots: { start: number; end: number }[] } }).ranking.slots[0]!;
  };
  // With Ana free everywhere, find the best time; her calendar will then be busy around it.
  const free = await request.put(`/api/participant/availability?token=${token}`, {
    headers: seeded.clock,
    data: { timeZone: 'UTC', painted: false, busy: [], tentative: [] },
  });
  expect(free.ok()).toBe(true);
  const first = await best();
  const busyBlock = { start: first.start - HOUR, end: first.end + HOUR };
  feed.busy = busyBlock;

  const participant = new ParticipantPage(page);
  await participant.openAvailability(token);
  const panel = page.getByRole('region', { name: 'Read from my calendar' });
  // Microsoft is not set up for the e2e server: a guest is simply not offered it, and never sees set-up text.
  await expect(panel.getByRole('button', { name: 'Google Calendar' })).toBeVisible();
  await expect(panel.getByRole('button', { name: /Microsoft/ })).toHaveCount(0);
  await expect(page.getByText(/MICROSOFT_CLIENT_ID|GOOGLE_CLIENT_ID|administrator/)).toHaveCount(0);

  await panel.getByRole('button', { name: 'ICS feed' }).click();
  const address = panel.getByLabel('Calendar address (ICS feed)');
  await panel.getByRole('button', { name: 'Read my busy times' }).click();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(
    panel.getByText('Enter the calendar address, starting with https:// or webcal://'),
  ).toBeVisible();

  await address.fill(feed.url);
  await panel.getByRole('button', { name: 'Read my busy times' }).click();
  await expect(panel.getByTestId('calendar-read-summary')).toContainText(
    `1 busy time read from ICS feed ${new URL(feed.url).host} — only these are kept.`,
  );
  // A feed address takes no password, so nothing is said about one.
  await expect(panel.getByTestId('calendar-read-summary')).not.toContainText('password');
  await expect(page.getByText('Secret project review')).toHaveCount(0);

  // The grid shows the busy block (rows start at 07:00; one column per day of the window).
  const column = Math.floor((busyBlock.start - seeded.windowStart) / DAY);
  const minute = (busyBlock.start - seeded.windowStart - column * DAY) / 60_000;
  const row = (minute - 7 * 60) / 30;
  const busyCell = participant.cell(column, row);
  await expect(busyCell).toHaveAttribute('data-calendar', 'busy');
  await expect(busyCell).toHaveAttribute('aria-label', /busy in your calendar$/);
  // Busy cells are not paintable unless the person says so.
  await busyCell.click();
  await participant.expectCellState(busyCell, 'empty');

  const preview = participant.preview;
  const busyList = preview
    .getByRole('heading', { name: /^Busy \(from ICS feed/ })
    .locator('xpath=..')
    .getByRole('listitem');
  await expect(busyList).toHaveCount(1);
  const hhmm = (ms: number) => new Date(ms).toISOString().slice(11, 16);
  await expect(busyList.first()).toHaveText(new RegExp(`${hhmm(busyBlock.start)} – ${hhmm(busyBlock.end)}$`));
  // No painting: the organizer sees the hours assumed for Ana outside her busy times, not every hour.
  await expect(
    preview.getByText(/^Any time you are not busy, within your working hours: Mon–Fri 09:00–17:00 \(/),
  ).toBeVisible();

  // Answer by calendar alone, without painting.
  await participant.submit.click();
  await expect(page).toHaveURL(/\/participant-confirmation\?token=/);
  await expect(page.getByText(/^Plus 1 busy time from your calendar — /)).toBeVisible();

  const moved = await best();
  expect(moved.start >= busyBlock.end || moved.end <= busyBlock.start).toBe(true);
});

test('a participant reads Google Calendar once through the consent screen, without signing in', async ({
  page,
  request,
}) => {
  const fakeGoogle = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 3}`;
  // The fake's busy time is fixed when it starts; both clocks move to the noon before its first day, so
  // the week asked about holds that time whatever day the suite runs.
  const busy = (await (await request.get(`${fakeGoogle}/e2e/busy`)).json()) as Record<
    string,
    { start: string }[]
  >;
  const noonBefore = Math.floor(Date.parse(busy['ana@example.com']![0]!.start) / DAY) * DAY - 12 * HOUR;
  await page.clock.setSystemTime(noonBefore);
  await pinServerClock(page.context(), noonBefore);
  const seeded = await seedMeeting(request, {
    now: new Date(noonBefore).toISOString(),
    participants: [{ name: 'Gia' }],
  });
  const token = seeded.tokens[0]!;
  const participant = new ParticipantPage(page);
  await participant.openAvailability(token);
  const panel = page.getByRole('region', { name: 'Read from my calendar' });
  await panel.getByRole('button', { name: 'Google Calendar' }).click();
  await panel.getByRole('button', { name: 'Continue with Google Calendar' }).click();

  await page.waitForURL(`${fakeGoogle}/o/oauth2/v2/auth?**`);
  const asked = new URL(page.url()).searchParams;
  expect(asked.get('state')).toMatch(/^pc\./);
  expect(asked.get('access_type')).toBeNull();
  expect(asked.get('scope')?.split(' ').sort()).toEqual([
    'https://www.googleapis.com/auth/calendar.calendarlist.readonly',
    'https://www.googleapis.com/auth/calendar.freebusy',
  ]);
  await page.getByRole('button', { name: 'Allow' }).click();

  // Back through /calendar/callback to the participant's own page, with the read waiting there.
  await page.waitForURL(/\/participant\/availability\?token=/);
  expect(new URL(page.url()).searchParams.get('token')).toBe(token);
  // The way back runs the OAuth exchange and the free/busy read before the page shows it.
  await expect(panel.getByTestId('calendar-read-summary')).toContainText(
    /busy times? read from Google Calendar .+ — only these are kept/,
    { timeout: 20_000 },
  );
  await expect(page.locator('[data-calendar="busy"]').first()).toBeVisible();
});
