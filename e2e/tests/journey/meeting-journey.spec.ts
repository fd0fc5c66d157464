import { expect, test } from '@playwright/test';
import { ConnectCalendarPage, ConnectionsTab } from '../../pages/connections-pages';
import { browserAccessToken, OrganizerMeetingPages } from '../../pages/organizer-meeting-pages';
import { OrganizerScheduleForm } from '../../pages/organizer-schedule-form';
import { signUpSignedIn } from '../../support/signed-in-browser';
import { pinAfterSignIn } from '../../support/pinned-sign-in';
import { RADICALE_USER } from '../../support/radicale-account';
import {
  RADICALE_CALENDARS,
  radicaleEvents,
  radicaleUrl,
  type RadicaleCalendarName,
} from '../../support/radicale-events';
import { serveOneEventFeed, type OneEventFeed } from '../../support/one-event-feed';
import { serverClockAt } from '../../support/test-clock';
import { mailFor, openDays, paintDay, participantPage, stamp, type CaughtMail } from './journey-support';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * The whole journey runs at Monday 23 November 2026, 22:30 UTC, in every browser and on the server: the
 * instant at which it once failed, when it is already Tuesday in Kolkata and Monday's hours have passed.
 * (The same journey's core runs at other awkward instants in pinned-instants.spec.ts.)
 */
const NOW = '2026-11-23T22:30:00Z';

test.use({ timezoneId: 'Europe/London', locale: 'en-GB' });

interface RankedSlot {
  start: number;
  people: { displayName: string; state: string }[];
}

/** Ana's calendar, published at a secret ICS address that this test serves on a loopback port. */
let anaFeed: OneEventFeed;

test.beforeAll(async () => {
  anaFeed = await serveOneEventFeed('/ana-secret/basic.ics', {
    uid: 'ana-busy@journey',
    summary: 'Quarterly planning',
  });
});
test.afterAll(() => anaFeed?.close());

test.setTimeout(300_000);

test('an organizer invites three people in three zones, they answer from their e-mails (a calendar feed, painting, declining), the booked time reaches everyone; one then cannot make it, and one click moves the meeting everywhere', async ({
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

  // The organizer signs up (on the real clock, which sign-in needs: see pinAfterSignIn), then works at
  // the pinned instant, and connects a CalDAV calendar (a real Radicale) to add booked meetings to.
  await page.emulateMedia({ colorScheme: 'light' });
  const organizer = await signUpSignedIn(page, 'journey');
  await pinAfterSignIn(page, NOW);
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

  const suggestions = async () => {
    const token = await browserAccessToken(page);
    const response = await request.get(`/api/meetings/${meetingId}/suggestions`, {
      headers: { authorization: `Bearer ${token}`, ...serverClockAt(NOW) },
    });
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { ranking: { slots: RankedSlot[] } }).ranking.slots;
  };

  // Priya, in Kolkata, can make 12:00–22:00 of one day if need be (06:30–16:30 UTC): she paints it.
  const priya = await participantPage(browser, 'Asia/Kolkata', NOW);
  await priya.page.goto(await linkOf(people.priya));
  await expect(priya.zoneInput).toHaveValue(/Asia\/Kolkata/);
  // Monday's hours in Kolkata have passed (it is Tuesday 04:00 there): locked, whatever London's date.
  await expect(priya.cell(0, 10)).toHaveAttribute('aria-label', 'Monday 23 November, 12:00, already passed');
  await expect(priya.cell(0, 10)).toHaveAttribute('aria-disabled', 'true');
  const [priyaDate, priyaDay] = [...(await openDays(priya, [10, 29]))][0] ?? [];
  expect(priyaDate, 'the first day Priya can paint').toBe('Tuesday 24 November');
  await priya.chooseMode('If need be');
  await paintDay(priya, priyaDay!, 10, 29);
  await priya.submit.click();
  await expect(priya.page).toHaveURL(/\/participant-confirmation/);

  // Cy, in Tokyo, declines.
  const cy = await participantPage(browser, 'Asia/Tokyo', NOW);
  await cy.page.goto(await linkOf(people.cy));
  await cy.decline('Away that week');
  await expect(cy.page).toHaveURL(/\/participant-confirmation/);

  // Ana, in New York, answers from her calendar's secret ICS address alone. Her working day (09:00–17:00
  // New York, 14:00–22:00 UTC) meets Priya's time from 14:00 to 16:30 UTC; her feed is busy 14:00–15:00.
  const before = (await suggestions())[0]!;
  const utcDay = Math.floor(before.start / DAY) * DAY;
  const anaBusy = { start: utcDay + 14 * HOUR, end: utcDay + 15 * HOUR };
  anaFeed.busy = anaBusy;
  const ana = await participantPage(browser, 'America/New_York', NOW);
  await ana.page.goto(await linkOf(people.ana));
  await expect(ana.zoneInput).toHaveValue(/America\/New_York/);
  const panel = ana.page.getByRole('region', { name: 'Read from my calendar' });
  await panel.getByRole('button', { name: 'ICS feed' }).click();
  await panel.getByLabel('Calendar address (ICS feed)').fill(anaFeed.url);
  await panel.getByRole('button', { name: 'Read my busy times' }).click();
  await expect(panel.getByTestId('calendar-read-summary')).toContainText('1 busy time read from ICS feed');
  await ana.submit.click();
  await expect(ana.page).toHaveURL(/\/participant-confirmation/);

  // The organizer sees the suggestion these answers imply: after Ana's busy hour, inside Priya's time.
  const best = (await suggestions())[0]!;
  expect(best.start).toBeGreaterThanOrEqual(anaBusy.end);
  expect(best.start + 30 * 60_000).toBeLessThanOrEqual(utcDay + 16.5 * HOUR);
  expect(best.people.find((p) => p.displayName === 'Ana')?.state).toBe('free');
  expect(best.people.find((p) => p.displayName === 'Priya')?.state).toBe('if-need-be');
  const pages = new OrganizerMeetingPages(page);
  await pages.openTimeSelection(meetingId);
  const first = pages.suggestions().first();
  await expect(first.getByRole('rowheader', { name: 'Ana' })).toBeVisible();
  await first.getByRole('button', { name: /Book this time/ }).click();
  await pages.dialog().getByRole('button', { name: 'Book it' }).click();
  await expect(page).toHaveURL(new RegExp(`/meeting-scheduled\\?meeting=${meetingId}$`));
  await expect(page.getByRole('main').getByText('Meeting scheduled', { exact: true })).toBeVisible();

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
    expect(invitation?.ics).toMatch(/^SEQUENCE:1\r?$/m);
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
  // Booking is the event's first change (SEQUENCE 0 to 1), and the calendar copy carries it.
  const bookedSequence = 1;
  expect(written).toMatch(new RegExp(`^SEQUENCE:${bookedSequence}\\r?$`, 'm'));
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

  // Priya finds she can't make it after all, and says so on her winner page.
  await priya.openWinner(new URL(priya.page.url()).searchParams.get('token')!);
  await priya.cantMakeIt('My flight moved to that afternoon');

  // The organizer sees it on Your meeting, with the next best times from everyone's answers.
  await pages.openScheduled(meetingId);
  await expect(pages.person('Priya')).toContainText('Declined');
  await expect(pages.person('Priya')).toContainText('My flight moved to that afternoon');
  await expect(page.getByText('All participants confirmed')).toHaveCount(0);
  const banner = page.getByRole('region', { name: "Priya can't make it" });
  await expect(banner).toContainText('Priya is required and declined the booked time');
  const detail = (await (
    await request.get(`/api/meetings/${meetingId}`, {
      headers: { authorization: `Bearer ${await browserAccessToken(page)}`, ...serverClockAt(NOW) },
    })
  ).json()) as { declineOffer: { nextBestTimes: { start: string; end: string }[] } | null };
  const next = detail.declineOffer?.nextBestTimes[0];
  expect(next, 'a next best time is offered').toBeTruthy();
  expect(Date.parse(next!.start)).not.toBe(best.start);

  // One click on the first offer, confirmed, moves the meeting.
  await banner
    .getByRole('button', { name: /^Move here/ })
    .first()
    .click();
  await expect(pages.dialog().getByRole('heading', { name: 'Move the meeting?' })).toBeVisible();
  await pages.dialog().getByRole('button', { name: 'Move it' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Moved to / })).toBeVisible();
  await expect(banner).toHaveCount(0);

  // Radicale holds the same event (one UID) at the new time, its SEQUENCE raised by one (the project
  // numbers the first booking's invitation 1, so the moved one is 2).
  const newStart = stamp(next!.start);
  let moved: string | undefined;
  await expect
    .poll(
      async () => {
        moved = (await radicaleEvents(writeTo)).find((ics) => ics.includes(`UID:${meetingId}@overlap`));
        return moved?.includes(`DTSTART:${newStart}`) ?? false;
      },
      { timeout: 60_000, intervals: [1000] },
    )
    .toBe(true);
  expect(moved).toMatch(new RegExp(`^SEQUENCE:${bookedSequence + 1}$`, 'm'));
  expect(moved).toContain(`DTEND:${stamp(next!.end)}`);
  expect(
    (await radicaleEvents(writeTo)).filter((ics) => ics.includes(`UID:${meetingId}@overlap`)),
  ).toHaveLength(1);

  // Ana is e-mailed the moved invitation: the same UID, the new DTSTART, the same raised SEQUENCE.
  let update: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        update = (await mailFor(request, people.ana)).find(
          (m) => m.ics?.includes('METHOD:REQUEST') && m.ics.includes(`DTSTART:${newStart}`),
        );
        return update !== undefined;
      },
      { timeout: 60_000, intervals: [1000] },
    )
    .toBe(true);
  expect(update!.ics).toContain(`UID:${meetingId}@overlap`);
  expect(update!.ics).toMatch(new RegExp(`^SEQUENCE:${bookedSequence + 1}\\r?$`, 'm'));
});
