import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { ConnectCalendarPage, ConnectionsTab } from '../../pages/connections-pages';
import { browserAccessToken, OrganizerMeetingPages } from '../../pages/organizer-meeting-pages';
import { OrganizerScheduleForm } from '../../pages/organizer-schedule-form';
import { ParticipantPage } from '../../pages/participant-page';
import { signUpNewPerson } from '../../pages/sign-in-pages';
import { RADICALE_USER } from '../../support/radicale-account';
import {
  RADICALE_CALENDARS,
  radicaleEvents,
  radicaleUrl,
  type RadicaleCalendarName,
} from '../../support/radicale-events';

const port = Number(process.env.E2E_PORT ?? 3210);
const mailApi = `http://127.0.0.1:${port + 2}/messages`;

interface CaughtMail {
  subject: string;
  text: string;
  html: string;
  ics: string | null;
}

/** Waits for the e-mails the job queue delivers to the test's SMTP server. */
async function mailFor(request: APIRequestContext, to: string, count = 1): Promise<CaughtMail[]> {
  let found: CaughtMail[] = [];
  await expect
    .poll(
      async () => {
        found = (await (await request.get(`${mailApi}?to=${encodeURIComponent(to)}`)).json()) as CaughtMail[];
        return found.length;
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

async function participantPage(browser: Browser, timezoneId: string) {
  const context = await browser.newContext({ timezoneId, viewport: { width: 1280, height: 1400 } });
  return new ParticipantPage(await context.newPage());
}

/** Paints one day from one row to another, with both ends on screen (the page above the grid is tall). */
async function paintDay(p: ParticipantPage, day: number, fromRow: number, toRow: number) {
  await p.cell(day, fromRow).evaluate((cell) => cell.scrollIntoView({ block: 'center' }));
  await p.dragPaint(p.cell(day, fromRow), p.cell(day, toRow));
}

/** Day columns whose cells in these rows can be painted (allowed days, inside the window, not past), by date. */
async function openDays(p: ParticipantPage, rows: number[]): Promise<Map<string, number>> {
  const open = new Map<string, number>();
  for (let day = 0; day < 7; day++) {
    const cells = rows.map((row) => p.cell(day, row));
    if ((await cells[0]!.count()) === 0) continue;
    const disabled = await Promise.all(cells.map((c) => c.getAttribute('aria-disabled')));
    const date = ((await cells[0]!.getAttribute('aria-label')) ?? '').split(',')[0]!;
    if (disabled.every((d) => d !== 'true')) open.set(date, day);
  }
  return open;
}

test.setTimeout(180_000);

test('an organizer invites three people in three zones, they answer from their e-mails, and the booked time reaches everyone', async ({
  page,
  browser,
  request,
}) => {
  const suffix = Math.random().toString(36).slice(2, 8);
  const people = {
    ana: `ana-${suffix}@example.com`,
    priya: `priya-${suffix}@example.com`,
    cy: `cy-${suffix}@example.com`,
  };

  // The organizer signs in and connects a CalDAV calendar (a real Radicale) to add booked meetings to.
  await page.emulateMedia({ colorScheme: 'light' });
  const organizer = await signUpNewPerson(page, 'journey');
  const connect = new ConnectCalendarPage(page);
  await connect.open();
  await connect.connectCalDav({ serverUrl: radicaleUrl, ...RADICALE_USER });
  const connections = new ConnectionsTab(page);
  const caldav = connections.connection('CalDAV', `${RADICALE_USER.username} @ ${new URL(radicaleUrl).host}`);
  await expect(caldav).toContainText('Connected');
  // Connecting picks the first calendar the server lists as the target; the organizer marks the other one.
  const names = Object.keys(RADICALE_CALENDARS) as RadicaleCalendarName[];
  const targets = names.map((name) => connections.writeTarget(connections.calendar(caldav, name)));
  await expect(targets[0]!).toBeVisible();
  const preset = await Promise.all(targets.map((target) => target.isChecked()));
  expect(preset.filter(Boolean), 'one write target after connecting').toHaveLength(1);
  const chosen = preset.indexOf(false);
  const writeTo = names[chosen]!;
  // (The switch follows the server's answer, so it is clicked rather than `check`ed.)
  await targets[chosen]!.click();
  await expect(targets[chosen]!).toBeChecked();
  await expect(targets[1 - chosen]!).not.toBeChecked();

  // The organizer sends the request from the dashboard.
  const form = new OrganizerScheduleForm(page);
  await form.open();
  await form.title.fill(`Launch review ${suffix}`);
  await form.email(1).fill(people.ana);
  await form.name(1).fill('Ana');
  await form.form.getByRole('button', { name: 'Add person' }).click();
  await form.email(2).fill(people.priya);
  await form.name(2).fill('Priya');
  await form.form.getByRole('button', { name: 'Add person' }).click();
  await form.email(3).fill(people.cy);
  await form.submit.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meeting request sent');
  const meetingId = new URL(page.url()).searchParams.get('meeting')!;

  // Each invitation arrives by e-mail with the person's own link.
  const linkOf = async (email: string) => {
    const [invitation] = await mailFor(request, email);
    expect(invitation!.subject).toContain(`Launch review ${suffix}`);
    const link = /http:\/\/127\.0\.0\.1:\d+\/participant\/availability\?token=[\w-]+/.exec(
      invitation!.text,
    )?.[0];
    expect(link).toBeTruthy();
    return new URL(link!).pathname + new URL(link!).search;
  };

  // Ana, in New York, paints 07:00–12:00 (12:00–17:00 UTC) on a date both can answer for.
  const ana = await participantPage(browser, 'America/New_York');
  await ana.page.goto(await linkOf(people.ana));
  await expect(ana.zoneInput).toHaveValue(/America\/New_York/);
  // Priya, in Kolkata, can make 12:00–22:00 of the same date if need be (06:30–16:30 UTC).
  const priya = await participantPage(browser, 'Asia/Kolkata');
  await priya.page.goto(await linkOf(people.priya));
  const priyaDays = await openDays(priya, [10, 29]);
  const [date, anaDay] = [...(await openDays(ana, [0, 9]))].find(([d]) => priyaDays.has(d)) ?? [];
  expect(date, 'a date both can paint this week').toBeTruthy();
  await paintDay(ana, anaDay!, 0, 9);
  await ana.submit.click();
  await expect(ana.page).toHaveURL(/\/participant-confirmation/);

  await priya.chooseMode('If need be');
  await paintDay(priya, priyaDays.get(date!)!, 10, 29);
  await priya.submit.click();
  await expect(priya.page).toHaveURL(/\/participant-confirmation/);

  // Cy, in Tokyo, declines.
  const cy = await participantPage(browser, 'Asia/Tokyo');
  await cy.page.goto(await linkOf(people.cy));
  await cy.decline('Away that week');
  await expect(cy.page).toHaveURL(/\/participant-confirmation/);

  // The organizer sees the suggestion these answers imply and books it.
  const token = await browserAccessToken(page);
  const { ranking } = (await (
    await request.get(`/api/meetings/${meetingId}/suggestions`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { ranking: { slots: { start: number; people: { displayName: string; state: string }[] }[] } };
  const best = ranking.slots[0]!;
  expect(best.people.find((p) => p.displayName === 'Ana')?.state).toBe('free');
  expect(best.people.find((p) => p.displayName === 'Priya')?.state).toBe('if-need-be');
  const pages = new OrganizerMeetingPages(page);
  await pages.openTimeSelection(meetingId);
  const first = pages.suggestions().first();
  await expect(first.getByRole('rowheader', { name: 'Ana' })).toBeVisible();
  await first.getByRole('button', { name: /Book this time/ }).click();
  await pages.dialog().getByRole('button', { name: 'Book it' }).click();
  await expect(page).toHaveURL(new RegExp(`/meeting-scheduled\\?meeting=${meetingId}$`));
  await expect(page.getByText('Meeting Scheduled', { exact: true })).toBeVisible();

  // Everyone who is coming gets a calendar invitation at the booked instant, in UTC.
  const dtstart = new Date(best.start)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  for (const email of [people.ana, people.priya]) {
    const mails = await mailFor(request, email, 2);
    const invitation = mails.find((m) => m.ics?.includes('METHOD:REQUEST'));
    expect(invitation?.ics).toContain(`DTSTART:${dtstart}`);
    expect(invitation?.ics).toContain(`UID:${meetingId}@overlap`);
  }
  // The person who declined is not invited to the event.
  await expect.poll(async () => (await mailFor(request, people.cy)).length).toBe(1);

  // The booked meeting is written to the organizer's chosen Radicale calendar by a background job, at
  // the booked UTC time, with the people coming as attendees (the one who declined is left out).
  const dtend = new Date(best.start + 30 * 60_000)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  let written: string | undefined;
  await expect
    .poll(
      async () => {
        written = (await radicaleEvents(writeTo)).find((ics) => ics.includes(`UID:${meetingId}@overlap`));
        return written !== undefined;
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toBe(true);
  expect(written).toContain(`DTSTART:${dtstart}`);
  expect(written).toContain(`DTEND:${dtend}`);
  expect(written).toContain(`SUMMARY:Launch review ${suffix}`);
  expect(written).toMatch(
    new RegExp(`^ORGANIZER[^:\n]*:mailto:${organizer.email.replace(/\./g, '\\.')}$`, 'm'),
  );
  const attendees = [...written!.matchAll(/^ATTENDEE[^\n]*?:mailto:(\S+)$/gm)].map((m) => m[1]).sort();
  expect(attendees).toEqual([people.ana, people.priya].sort());
  expect(written).toMatch(/^ATTENDEE;CN=Ana;/m);
  expect(
    (await radicaleEvents(names[1 - chosen]!)).some((ics) => ics.includes(`UID:${meetingId}@overlap`)),
  ).toBe(false);

  // The participants' winner page shows the time in their own zone.
  await ana.openWinner(new URL(ana.page.url()).searchParams.get('token')!);
  await expect(ana.page.getByText(/America\/New_York|New York/).first()).toBeVisible();
});
