import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { PUBLIC_ROUTES } from '@overlap/contracts';
import { ParticipantPage } from '../../pages/participant-page';
import { seriousA11yProblems } from '../../support/axe';
import { answerAt } from '../../support/pinned-meeting';
import { serveOneEventFeed, type OneEventFeed } from '../../support/one-event-feed';
import { signInThenPin } from '../../support/pinned-sign-in';
import { pinClocks } from '../../support/test-clock';
import type { SeededMeeting } from '../../support/seed-meeting';
import { allowOutsideWorkingHours, SERIES_NOW, seedWeeklySync } from './series-support';

/**
 * Monday 8 March 2027, 22:45 UTC (already Tuesday morning in Sydney). The weekly series from Tuesday
 * 9 March crosses the US change (14 March), the EU change (28 March) and Sydney's (4 April).
 */
const NOW = SERIES_NOW;
const port = Number(process.env.E2E_PORT ?? 3210);
const mailApi = `http://127.0.0.1:${port + 2}`;

test.use({ timezoneId: 'Europe/Berlin', locale: 'en-GB' });

/** Ana's ICS feed: busy for the whole of Tuesday 23 March wherever one stands. */
let feed: OneEventFeed;
test.beforeAll(async () => {
  feed = await serveOneEventFeed('/ana-4c1e/feed.ics', { uid: 'away@e2e', summary: 'Away' });
  feed.busy = { start: Date.parse('2027-03-22T12:00:00Z'), end: Date.parse('2027-03-24T12:00:00Z') };
});
test.afterAll(() => feed?.close());

async function guestPage(browser: Browser, timezoneId: string): Promise<Page> {
  const context = await browser.newContext({ timezoneId, locale: 'en-GB' });
  const page = await context.newPage();
  await pinClocks(page, NOW);
  return page;
}

async function emailsOf(request: APIRequestContext, meeting: SeededMeeting) {
  const detail = await request.get(`/api/meetings/${meeting.meetingId}`, {
    headers: { ...meeting.organizerHeaders, ...meeting.clock },
  });
  const body = (await detail.json()) as { participants: { name: string; email: string }[] };
  return Object.fromEntries(body.participants.map((p) => [p.name, p.email]));
}

test('a weekly series across New York, Berlin and Sydney: painted week and ICS feed, skip, book, RRULE', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const meeting = await seedWeeklySync(request, [{ name: 'Ana' }, { name: 'Ben' }, { name: 'Chen' }], 6);
  await allowOutsideWorkingHours(request, meeting);
  // Ben in Berlin: all of Tuesday (his painted answer through the API).
  await answerAt(request, meeting, 'Ben', {
    timeZone: 'Europe/Berlin',
    available: [{ start: Date.parse('2027-03-08T23:00:00Z'), end: Date.parse('2027-03-09T23:00:00Z') }],
  });

  // Chen in Sydney paints a typical week in the browser: Tuesday 16:00–21:00 his time.
  const chen = new ParticipantPage(await guestPage(browser, 'Australia/Sydney'));
  await chen.openAvailability(meeting.people.Chen!.token);
  const note = chen.page.getByRole('region', { name: 'This meeting repeats' });
  await expect(chen.page.getByRole('region', { name: 'Weekly sync' })).toContainText(
    'Weekly on any day, 6 times from Tue 9 Mar 2027',
  );
  await expect(note).toContainText('typical week');
  const from = chen.cell(0, 18);
  const to = chen.cell(0, 27);
  await expect(from).toHaveAttribute('aria-label', /, 16:00, /);
  await expect(to).toHaveAttribute('aria-label', /, 20:30, /);
  await chen.dragPaint(from, to);
  await chen.expectCellState(to, 'available');
  await chen.submit.click();
  await expect(chen.page).toHaveURL(/\/participant-confirmation\?token=/);

  // Ana in New York answers with her ICS feed alone.
  const ana = new ParticipantPage(await guestPage(browser, 'America/New_York'));
  await ana.openAvailability(meeting.people.Ana!.token);
  const panel = ana.page.getByRole('region', { name: 'Read from my calendar' });
  await panel.getByRole('button', { name: 'ICS feed' }).click();
  await panel.getByLabel('Calendar address (ICS feed)').fill(feed.url);
  await panel.getByRole('button', { name: 'Read my busy times' }).click();
  await expect(panel.getByTestId('calendar-read-summary')).toContainText('1 busy time read from ICS feed');
  await ana.submit.click();
  await expect(ana.page).toHaveURL(/\/participant-confirmation\?token=/);

  // The organizer chooses a time for the series.
  await signInThenPin(page, meeting.organizer!, NOW);
  await page.goto(`${PUBLIC_ROUTES.organizerTimeSelection}?meeting=${meeting.meetingId}`);
  const first = page.getByRole('listitem', { name: /^Option 1: Every Tuesday at / });
  await expect(first).toBeVisible({ timeout: 30_000 });
  // Nobody is left to wait for, and the card says what it is made of.
  const answered = page.getByRole('region', { name: 'Everyone has answered' });
  await expect(answered).toContainText('3 answered');
  await expect(answered).not.toContainText('declined');
  const cells = first.getByRole('group', { name: /occurrences/ }).getByRole('button');
  await expect(cells).toHaveCount(6);
  const conflict = first.getByRole('button', { name: '23 Mar 2027: Ana cannot make it' });
  await expect(conflict).toHaveAttribute('data-look', 'conflict');
  await expect(first).toContainText('1 of 6 occurrences missed by someone required');
  await expect(first).toContainText('Ana cannot make 23 Mar');

  // Keyboard: one tab stop, arrows move along the strip and say what each date holds.
  await conflict.focus();
  await page.keyboard.press('ArrowLeft');
  const before = first.getByRole('button', { name: /^16 Mar 2027: / });
  await expect(before).toBeFocused();
  await expect(before).toHaveAttribute('aria-pressed', 'true');
  await expect(before).toHaveAttribute('tabindex', '0');
  await expect(conflict).toHaveAttribute('tabindex', '-1');
  await page.keyboard.press('ArrowRight');
  await expect(conflict).toBeFocused();

  // Each person's local time, with the weeks in which daylight saving time moves it.
  await first.getByText("Everyone's local time").click();
  const people = first.getByRole('list', { name: "Each person's local time" });
  await expect(people.getByRole('listitem')).toHaveCount(4);
  await expect(people).toContainText(/in New York/);
  await expect(people).toContainText(/in Sydney/);
  await expect(people).toContainText(
    /From \d+ \w+ to \d+ \w+ this is \d\d:\d\d for (Ana|Chen) instead of \d\d:\d\d/,
  );
  expect(await seriousA11yProblems(page)).toEqual([]);

  // Skip the date Ana cannot make, and see the result.
  await page.keyboard.press('Enter');
  await first.getByRole('button', { name: 'Skip 23 Mar' }).click();
  await expect(page.getByRole('heading', { name: '1 skipped date' })).toBeVisible();
  const after = page.getByRole('listitem', { name: /^Option 1: Every Tuesday at / });
  await expect(after.getByRole('group', { name: /occurrences/ }).getByRole('button')).toHaveCount(5);
  await expect(after).toContainText('All 5 occurrences work for everyone who answered');
  const time = /^Option 1: Every Tuesday at (\d\d):(\d\d)$/.exec(
    (await after.getByRole('heading').first().textContent()) ?? '',
  );
  expect(time).not.toBeNull();

  // Book it: one repeating invitation, with the skipped date as EXDATE.
  await after.getByRole('button', { name: 'Book this series' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book this series?' });
  await expect(dialog).toContainText('5 occurrences in one repeating invitation.');
  await dialog.getByRole('button', { name: 'Book it' }).click();
  await expect(page).toHaveURL(/\/meeting-scheduled\?meeting=/, { timeout: 30_000 });

  const emails = await emailsOf(request, meeting);
  const hhmm = `${time![1]}${time![2]}00`;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${mailApi}/messages?to=${encodeURIComponent(emails.Chen!)}`);
        const mails = (await res.json()) as { ics: string | null }[];
        return mails.map((m) => m.ics ?? '').find((ics) => ics.includes('METHOD:REQUEST')) ?? '';
      },
      { timeout: 60_000 },
    )
    .toContain('RRULE:FREQ=WEEKLY');
  const mails = (await (
    await fetch(`${mailApi}/messages?to=${encodeURIComponent(emails.Chen!)}`)
  ).json()) as {
    ics: string | null;
  }[];
  const ics = (mails.map((m) => m.ics ?? '').find((text) => text.includes('RRULE')) ?? '').replace(
    /\r\n /g,
    '',
  );
  expect(ics).toMatch(/RRULE:FREQ=WEEKLY;(.*;)?COUNT=6/);
  expect(ics).toContain(`DTSTART;TZID=Europe/Berlin:20270309T${hhmm}`);
  expect(ics).toContain(`EXDATE;TZID=Europe/Berlin:20270323T${hhmm}`);
});
