import { expect, test, type Page } from '@playwright/test';
import { ConnectCalendarPage } from '../../pages/connections-pages';
import { OrganizerMeetingPages } from '../../pages/organizer-meeting-pages';
import { OrganizerScheduleForm } from '../../pages/organizer-schedule-form';
import { signUpSignedIn } from '../../support/signed-in-browser';
import { pinClocks, serverClockAt } from '../../support/test-clock';
import { AT } from './organizer-support';

// The e2e config starts the fake Google (support/fake-google-server.ts) here and points the server at it.
const port = Number(process.env.E2E_PORT ?? 3210);
const fakeGoogle = `http://127.0.0.1:${port + 3}`;
const TITLE = 'Holds check';

test.use({ viewport: { width: 1280, height: 900 }, locale: 'en-GB', timezoneId: 'Europe/London' });
test.describe.configure({ timeout: 180_000 });

/** A new organizer connects Google through its consent screen; the page's clock is then pinned. */
async function organizerWithGoogle(page: Page, prefix: string) {
  await signUpSignedIn(page, prefix);
  const connect = new ConnectCalendarPage(page);
  await connect.open();
  await connect.connectGoogle(fakeGoogle);
  await pinClocks(page, AT.mondayMorning);
}

test('an organizer asks to hold the top 3 times, sees Google refuse them, and Retry writes them', async ({
  page,
  request,
}) => {
  await organizerWithGoogle(page, 'holds');

  // Google refuses this meeting's holds until the test lets it accept them.
  await request.post(`${fakeGoogle}/e2e/refuse?title=${encodeURIComponent(TITLE)}`);
  const form = new OrganizerScheduleForm(page);
  await form.open();
  await form.title.fill(TITLE);
  await form.email(1).fill('ana.holds@example.com');
  const hold = form.form.getByRole('checkbox', { name: /Hold the top 3 times in my calendar/ });
  await expect(hold).not.toBeChecked();
  await hold.check();
  await form.submit.click();
  await expect(page).toHaveURL(/\/meeting-confirmation\?meeting=[0-9a-f-]+$/);
  const meetingId = new URL(page.url()).searchParams.get('meeting')!;
  const guestLink = await page.getByRole('textbox', { name: "ana.holds@example.com's link" }).inputValue();

  const pages = new OrganizerMeetingPages(page);
  await pages.openTimeSelection(meetingId);
  const status = page.getByTestId('hold-status');
  await expect(status).toContainText('“ana@example.com” (Google Calendar) refused the holds.', {
    timeout: 30_000,
  });
  const retry = status.getByRole('button', { name: 'Write the holds again' });
  await expect(retry).toBeVisible();
  expect(
    await (await request.get(`${fakeGoogle}/e2e/events?title=${encodeURIComponent(TITLE)}`)).json(),
  ).toEqual([]);

  await request.delete(`${fakeGoogle}/e2e/refuse?title=${encodeURIComponent(TITLE)}`);
  await retry.click();
  await expect(status).toHaveText('3 times are held in “ana@example.com” (Google Calendar).');
  await expect(retry).toHaveCount(0);
  const events = (await (
    await request.get(`${fakeGoogle}/e2e/events?title=${encodeURIComponent(TITLE)}`)
  ).json()) as { title: string; status: string }[];
  expect(events.map((e) => e.title).sort()).toEqual([
    `Hold: ${TITLE} (option 1 of 3)`,
    `Hold: ${TITLE} (option 2 of 3)`,
    `Hold: ${TITLE} (option 3 of 3)`,
  ]);
  expect(events.every((e) => e.status === 'tentative')).toBe(true);

  // The guest, without an account, is offered the holds as a subscription, and told it refreshes slowly.
  const guest = await page.context().browser()!.newPage({ locale: 'en-GB', timezoneId: 'Europe/London' });
  await pinClocks(guest, AT.mondayMorning);
  await guest.goto(guestLink);
  const feed = guest.getByRole('region', { name: 'Follow the held times in your calendar' });
  await expect(feed).toContainText('Calendar apps refresh subscriptions slowly');
  const subscribe = feed.getByRole('link', { name: 'Subscribe in your calendar app' });
  await expect(subscribe).toHaveAttribute(
    'href',
    /^webcal:\/\/127\.0\.0\.1:\d+\/api\/participant\/holds\.ics\?token=/,
  );
  const address = await feed.getByRole('textbox').inputValue();
  const ics = await (await request.get(address, { headers: serverClockAt(AT.mondayMorning) })).text();
  expect(ics.match(/STATUS:TENTATIVE/g)).toHaveLength(3);

  // On the smallest phone, light and dark: the option, the status line and the feed fit the width.
  for (const shown of [guest, page]) await shown.setViewportSize({ width: 375, height: 800 });
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const [shown, name] of [
      [guest, 'guest-feed'],
      [page, 'organizer-status'],
    ] as const) {
      await shown.emulateMedia({ colorScheme });
      if (name === 'guest-feed') await feed.scrollIntoViewIfNeeded();
      else await status.scrollIntoViewIfNeeded();
      expect(await shown.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await shown.screenshot({ path: test.info().outputPath(`${name}-375-${colorScheme}.png`) });
    }
  }
});

test('the organizer changes how many times are held, and the calendar follows', async ({ page, request }) => {
  const title = 'Holds count check';
  await organizerWithGoogle(page, 'holdcount');

  const form = new OrganizerScheduleForm(page);
  await form.open();
  await form.title.fill(title);
  await form.email(1).fill('ben.holds@example.com');
  await form.form.getByRole('checkbox', { name: /Hold the top 3 times in my calendar/ }).check();
  await form.submit.click();
  await expect(page).toHaveURL(/\/meeting-confirmation\?meeting=[0-9a-f-]+$/);
  const meetingId = new URL(page.url()).searchParams.get('meeting')!;

  const pages = new OrganizerMeetingPages(page);
  await pages.openTimeSelection(meetingId);
  const status = page.getByTestId('hold-status');
  await expect(status).toHaveText('3 times are held in “ana@example.com” (Google Calendar).', {
    timeout: 30_000,
  });
  const held = async () =>
    (
      (await (await request.get(`${fakeGoogle}/e2e/events?title=${encodeURIComponent(title)}`)).json()) as {
        title: string;
      }[]
    )
      .map((e) => e.title)
      .sort();

  const count = page.getByLabel('Times held in your calendar');
  await expect(count).toHaveValue('3');
  await count.selectOption({ label: 'The best time' });
  await expect(page.getByText('Holds changed', { exact: true })).toBeVisible();
  await expect(status).toHaveText('1 time is held in “ana@example.com” (Google Calendar).', {
    timeout: 30_000,
  });
  await expect.poll(held).toEqual([`Hold: ${title} (option 1 of 1)`]);

  await count.selectOption({ label: 'None' });
  await expect(count).toHaveValue('0');
  await expect.poll(held).toEqual([]);
  await expect(status).toHaveCount(0);
});
