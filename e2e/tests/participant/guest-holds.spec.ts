import { expect, test, type Browser, type Page } from '@playwright/test';
import { ConnectCalendarPage } from '../../pages/connections-pages';
import { OrganizerMeetingPages } from '../../pages/organizer-meeting-pages';
import { OrganizerScheduleForm } from '../../pages/organizer-schedule-form';
import { postMeetingRequest } from '../../support/post-meeting-request';
import { signUpSignedIn } from '../../support/signed-in-browser';
import { browserAccessToken } from '../../pages/organizer-meeting-pages';
import { pinClocks, serverClockAt } from '../../support/test-clock';
import { AT } from '../organizer/organizer-support';

// The e2e config starts the fake Google (support/fake-google-server.ts) here and points the server at it.
const port = Number(process.env.E2E_PORT ?? 3210);
const fakeGoogle = `http://127.0.0.1:${port + 3}`;

/**
 * A new organizer sends a request to `guestEmail` through the form, asking to hold the top 3 times; the
 * meeting's id and the guest's link, read from the confirmation.
 */
async function sendHoldingRequest(page: Page, organizer: string, title: string, guestEmail: string) {
  await signUpSignedIn(page, organizer);
  await pinClocks(page, AT.mondayMorning);
  const form = new OrganizerScheduleForm(page);
  await form.open();
  await form.title.fill(title);
  await form.email(1).fill(guestEmail);
  await form.form.getByRole('checkbox', { name: /Hold the top 3 times in my calendar/ }).check();
  await form.submit.click();
  await expect(page).toHaveURL(/\/meeting-confirmation\?meeting=[0-9a-f-]+$/);
  const meetingId = new URL(page.url()).searchParams.get('meeting')!;
  const link = await page.getByRole('textbox', { name: `${guestEmail}'s link` }).inputValue();
  return { meetingId, link };
}

/** A guest signed up in a London browser of her own, with Google Calendar connected as a person does. */
async function guestWithGoogleCalendar(browser: Browser, prefix: string) {
  const guest = await (await browser.newContext({ locale: 'en-GB', timezoneId: 'Europe/London' })).newPage();
  const ana = await signUpSignedIn(guest, prefix);
  const connect = new ConnectCalendarPage(guest);
  await connect.open();
  await connect.connectGoogle(fakeGoogle);
  return { guest, ana };
}

test.use({ viewport: { width: 1280, height: 900 }, locale: 'en-GB', timezoneId: 'Europe/London' });
test.describe.configure({ timeout: 180_000 });

test('a signed-in guest holds the top times in her own Google Calendar, and booking takes them out', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // The fake Google outlives a failed attempt, so each attempt holds under its own title.
  const TITLE = `Guest holds check ${testInfo.retry}`;
  const events = async () =>
    (
      (await (await request.get(`${fakeGoogle}/e2e/events?title=${encodeURIComponent(TITLE)}`)).json()) as {
        title: string;
        status: string;
      }[]
    )
      .map((e) => `${e.title} ${e.status}`)
      .sort();

  // The guest has an account with Google Calendar connected; the organizer has no calendar, so every
  // hold the fake holds for this title is hers.
  const { guest, ana } = await guestWithGoogleCalendar(browser, 'guestholds');

  const { meetingId, link } = await sendHoldingRequest(page, 'guestholdsorg', TITLE, ana.email);

  await pinClocks(guest, AT.mondayMorning);
  await guest.goto(link);
  const feed = guest.getByRole('region', { name: 'Follow the held times in your calendar' });
  await expect(feed.getByRole('heading', { name: 'Hold these times in your own calendar' })).toBeVisible();
  await expect(feed).toContainText(
    `Overlap will write the 3 held times to your calendar “ana@example.com” as tentative events named “Hold: ${TITLE}”.`,
  );
  // The subscription stays on offer below.
  await expect(feed.getByRole('link', { name: 'Subscribe in your calendar app' })).toBeVisible();
  expect(await events()).toEqual([]);
  // Google refuses her holds at first: the page says so, with Try again.
  const refuse = `${fakeGoogle}/e2e/refuse?title=${encodeURIComponent(TITLE)}`;
  await request.post(refuse);
  await feed.getByRole('button', { name: 'Hold them in “ana@example.com”' }).click();
  await expect(feed.getByRole('status')).toHaveText(
    '“ana@example.com” did not take the holds. The calendar provider answered with an error. Try again later.',
    { timeout: 30_000 },
  );
  expect(await events()).toEqual([]);
  await request.delete(refuse);
  await feed.getByRole('button', { name: 'Try again' }).click();
  await expect(feed.getByRole('status')).toHaveText('Held in “ana@example.com”: 3 tentative events.', {
    timeout: 30_000,
  });
  await expect(feed.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  expect(await events()).toEqual([
    `Hold: ${TITLE} (option 1 of 3) tentative`,
    `Hold: ${TITLE} (option 2 of 3) tentative`,
    `Hold: ${TITLE} (option 3 of 3) tentative`,
  ]);
  // What the page says comes from the server: after a reload it says the same. When the server cannot
  // answer at first, the page says so and reads again on Try again, rather than dropping the section.
  const statusRead = (url: URL) => url.pathname === '/api/participant/holds/opt-in';
  await guest.route(statusRead, (route) =>
    route.request().method() === 'GET' ? route.fulfill({ status: 503, body: '{}' }) : route.fallback(),
  );
  await guest.reload();
  await expect(feed.getByRole('alert')).toHaveText('Where your holds stand could not be read just now.', {
    timeout: 30_000,
  });
  await guest.unroute(statusRead);
  await feed.getByRole('button', { name: 'Try again' }).click();
  await expect(feed.getByRole('status')).toHaveText('Held in “ana@example.com”: 3 tentative events.', {
    timeout: 30_000,
  });
  await expect(feed.getByRole('button', { name: 'Remove them from my calendar' })).toBeVisible();
  // On the smallest phone, light and dark, the offer fits the width.
  await guest.setViewportSize({ width: 375, height: 800 });
  for (const colorScheme of ['light', 'dark'] as const) {
    await guest.emulateMedia({ colorScheme });
    await feed.scrollIntoViewIfNeeded();
    expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await guest.screenshot({ path: test.info().outputPath(`guest-holds-375-${colorScheme}.png`) });
  }

  // The organizer books the best time: her holds leave her calendar.
  const pages = new OrganizerMeetingPages(page);
  await pages.openTimeSelection(meetingId);
  await pages.bookFirstSuggestion(meetingId);
  await expect.poll(events, { timeout: 30_000 }).toEqual([]);
});

test('when a meeting holds more times than a guest’s account has room for, she can still opt in, and her page says her calendar keeps only the top 2', async ({
  page,
  browser,
  request,
}) => {
  const { guest, ana } = await guestWithGoogleCalendar(browser, 'guestlimit');
  // Her own requests already hold 48 of the 50 times an account may hold at once (9 × 5 + 3).
  const headers = {
    authorization: `Bearer ${await browserAccessToken(guest)}`,
    ...serverClockAt(AT.mondayMorning),
  };
  for (let i = 0; i < 10; i++) {
    const own = await postMeetingRequest(request, headers, {
      title: `Ana's own planning ${i}`,
      participants: [{ email: `limit-${i}@example.com`, name: 'Someone', required: true }],
      holds: i < 9 ? 5 : 3,
    });
    expect(own.status(), await own.text()).toBe(201);
  }

  const { meetingId, link } = await sendHoldingRequest(
    page,
    'guestlimitorg',
    'Limited holds check',
    ana.email,
  );

  await pinClocks(guest, AT.mondayMorning);
  await guest.goto(link);
  const feed = guest.getByRole('region', { name: 'Follow the held times in your calendar' });
  // Before she opts in, the offer says what her calendar would keep: 2 of the meeting's 3.
  await expect(feed).toContainText('Overlap will write the 2 held times to your calendar “ana@example.com”');
  await expect(
    feed.getByText(
      'Your account holds at most 50 times at once, so your calendar would keep only the top 2 of this meeting’s 3.',
      { exact: true },
    ),
  ).toBeVisible();
  await feed.getByRole('button', { name: 'Hold them in “ana@example.com”' }).click();
  await expect(feed.getByRole('status')).toHaveText('Held in “ana@example.com”: 2 tentative events.', {
    timeout: 30_000,
  });
  await expect(
    feed.getByText(
      'Your account holds at most 50 times at once, so your calendar keeps only the top 2 of this meeting’s 3.',
      { exact: true },
    ),
  ).toBeVisible();

  // The organizer asks for the top 5: her account still has room for 2 of them, and her page says so.
  const pages = new OrganizerMeetingPages(page);
  await pages.openTimeSelection(meetingId);
  await page.getByLabel('Times held in your calendar').selectOption({ label: 'The top 5 times' });
  await expect(page.getByText('Holds changed', { exact: true })).toBeVisible();
  await guest.reload();
  await expect(
    feed.getByText(
      'Your account holds at most 50 times at once, so your calendar keeps only the top 2 of this meeting’s 5.',
      { exact: true },
    ),
  ).toBeVisible({ timeout: 30_000 });
  await guest.setViewportSize({ width: 375, height: 800 });
  await feed.scrollIntoViewIfNeeded();
  expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await guest.screenshot({ path: test.info().outputPath('guest-holds-limited-375.png') });
});
