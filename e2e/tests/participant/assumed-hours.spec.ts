import { expect, test } from '@playwright/test';
import { ParticipantPage } from '../../pages/participant-page';
import { serveOneEventFeed, type OneEventFeed } from '../../support/one-event-feed';
import { pinClocks } from '../../support/test-clock';
import { AT, LOOKS, lookAt, snap } from './participant-support';
import { seedMeeting } from '../../support/seed-meeting';

test.use({ timezoneId: 'Europe/Berlin', locale: 'en-GB' });
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await pinClocks(page, AT.sundayNoon);
});

const HOUR = 60 * 60 * 1000;
let feed: OneEventFeed;

test.beforeAll(async () => {
  feed = await serveOneEventFeed('/private-hours/feed.ics', { uid: 'hours@e2e', summary: 'Dentist' });
});
test.afterAll(() => feed?.close());

test('a guest who answers by calendar alone sees the working hours assumed for them, in their zone, and changes them', async ({
  page,
  request,
}, testInfo) => {
  const seeded = await seedMeeting(request, { now: AT.sundayNoon, participants: [{ name: 'Ana' }] });
  const token = seeded.tokens[0]!;
  // One busy hour on the window's second day, 10:00–11:00 UTC.
  feed.busy = { start: seeded.windowStart + 34 * HOUR, end: seeded.windowStart + 35 * HOUR };

  const participant = new ParticipantPage(page);
  await participant.openAvailability(token);
  const panel = page.getByRole('region', { name: 'Read from my calendar' });
  await panel.getByRole('button', { name: 'ICS feed' }).click();
  await panel.getByLabel('Calendar address (ICS feed)').fill(feed.url);
  await panel.getByRole('button', { name: 'Read my busy times' }).click();
  await expect(panel.getByTestId('calendar-read-summary')).toContainText('1 busy time read');

  // The page no longer promises that every time outside the busy ones counts: it names the hours.
  await expect(page.getByText(/every time outside your busy times counts as free/)).toHaveCount(0);
  await expect(page.getByText(/but only within your working hours below/)).toBeVisible();
  const hours = page.getByRole('region', { name: 'Your working hours' });
  await expect(hours).toContainText(
    'With your calendar alone, Olga Organizer counts you as free only in these hours (Berlin): Mon–Fri 09:00–17:00',
  );
  await expect(participant.preview).toContainText(
    'Any time you are not busy, within your working hours: Mon–Fri 09:00–17:00 (Berlin).',
  );

  for (const look of LOOKS) {
    await lookAt(page, look);
    await hours.scrollIntoViewIfNeeded();
    await snap(page, testInfo, `assumed-hours-${look.width}-${look.scheme}.png`);
  }
  await lookAt(page, LOOKS[0]);

  // Ana starts at 10:00 on Mondays and does not work Fridays.
  await hours.getByRole('button', { name: 'Change my working hours' }).click();
  const mondayStart = hours.getByLabel('Monday start 1');
  await mondayStart.fill('10:00');
  await hours.getByRole('checkbox', { name: 'Friday' }).uncheck();
  await hours.getByRole('button', { name: 'Done' }).click();
  await expect(hours.getByTestId('assumed-hours')).toHaveText('Mon 10:00–17:00 · Tue–Thu 09:00–17:00');
  await expect(participant.preview).toContainText('Mon 10:00–17:00 · Tue–Thu 09:00–17:00 (Berlin)');

  await participant.submit.click();
  await expect(page).toHaveURL(/\/participant-confirmation\?token=/);
  await expect(
    page.getByText(
      'Any time you are not busy, within your working hours: Mon 10:00–17:00 · Tue–Thu 09:00–17:00 (Berlin).',
    ),
  ).toBeVisible();

  // The answer carried the hours: the server keeps them, and ranks Ana inside them only.
  const view = await request.get(`/api/participant/meeting?token=${token}`, { headers: seeded.clock });
  const saved = (await view.json()) as { participant: { workingHours: Record<string, unknown[]> } };
  expect(saved.participant.workingHours.mon).toEqual([{ start: '10:00', end: '17:00' }]);
  expect(saved.participant.workingHours.fri).toEqual([]);
  const suggestions = await request.get(`/api/meetings/${seeded.meetingId}/suggestions`, {
    headers: { ...seeded.organizerHeaders, ...seeded.clock },
  });
  const slots = ((await suggestions.json()) as { ranking: { slots: { start: number }[] } }).ranking.slots;
  expect(slots.length).toBeGreaterThan(0);
  const berlin = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Berlin',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  for (const slot of slots) {
    const [weekday, time] = berlin.format(slot.start).split(' ');
    expect(weekday).not.toBe('Fri');
    if (weekday === 'Mon') expect(time! >= '10:00').toBe(true);
  }
});
