import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { ParticipantPage } from '../../pages/participant-page';
import {
  AT,
  bookMeeting,
  cancelMeeting,
  expectFitsThenSnap,
  guestBrowserAtSundayNoon,
  LOOKS,
  lookAt,
  mailTo,
  openGuestLink,
  wallClock,
} from './participant-support';
import { seedMeeting } from '../../support/seed-meeting';

guestBrowserAtSundayNoon('Asia/Tokyo');

const ics = (instant: number) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A property's value from an iCalendar text, unfolded. */
const property = (text: string, name: string) =>
  new RegExp(`^${name}(?:;[^:\\r\\n]*)?:(.*)$`, 'm').exec(text.replace(/\r\n[ \t]/g, ''))?.[1]?.trim();

test('shows the chosen time in the detected zone with calendar links and the invitation as a file', async ({
  page,
  request,
}) => {
  // It waits for the e-mailed invitation, which the job queue delivers in the background.
  test.setTimeout(90_000);
  const seeded = await seedMeeting(request, { now: AT.sundayNoon, title: 'Launch; review, go' });
  const start = await bookMeeting(request, seeded);
  const end = start + 30 * 60 * 1000;
  const participant = new ParticipantPage(page);
  await participant.openWinner(seeded.tokens[0]!);

  await expect(page).toHaveTitle('Meeting Time - Overlap');
  await expect(page.getByRole('heading', { level: 1, name: 'Your meeting time' })).toBeVisible();
  await expect(page.getByText('Olga Organizer has booked a time that works.')).toBeVisible();
  const time = page.getByTestId('meeting-time');
  await expect(time).toContainText(wallClock(start, 'Asia/Tokyo'));
  await participant.zoneInput.fill('America/New_York');
  await expect(time).toContainText(wallClock(start, 'America/New_York'));

  const google = page.getByRole('link', { name: /Add to Google Calendar/ });
  await expect(google).toHaveAttribute('target', '_blank');
  await expect(google).toHaveAttribute('rel', 'noopener noreferrer');
  const googleUrl = new URL((await google.getAttribute('href'))!);
  expect(googleUrl.searchParams.get('dates')).toBe(`${ics(start)}/${ics(end)}`);
  expect(googleUrl.searchParams.get('text')).toBe('Launch; review, go');

  const outlook = page.getByRole('link', { name: /Add to Outlook/ });
  await expect(outlook).toHaveAttribute('rel', 'noopener noreferrer');
  const outlookUrl = new URL((await outlook.getAttribute('href'))!);
  expect(outlookUrl.searchParams.get('startdt')).toBe(new Date(start).toISOString().replace('.000', ''));

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download .ics file' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('launch-review-go.ics');
  const text = await readFile((await download.path())!, 'utf8');
  expect(text).toContain('BEGIN:VEVENT');
  expect(property(text, 'DTSTART')).toBe(ics(start));
  expect(property(text, 'DTEND')).toBe(ics(end));
  expect(property(text, 'SUMMARY')).toBe('Launch\\; review\\, go');
  expect(text).not.toContain(seeded.tokens[0]!);

  // The same event as the e-mailed invitation: one UID and SEQUENCE, so calendars keep a single entry.
  let invitation: string | null | undefined;
  // The job queue delivers e-mails in the background; under load that takes a while.
  await expect
    .poll(
      async () => {
        invitation = (await mailTo(request, seeded.emails[0]!)).find((m) =>
          m.ics?.includes('METHOD:REQUEST'),
        )?.ics;
        return Boolean(invitation);
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBe(true);
  expect(property(text, 'UID')).toBeTruthy();
  expect(property(text, 'UID')).toBe(property(invitation!, 'UID'));
  expect(property(text, 'SEQUENCE')).toBe(property(invitation!, 'SEQUENCE'));
});

test('says when no time is chosen yet, and when the meeting is cancelled', async ({ page, request }) => {
  const seeded = await seedMeeting(request, { now: AT.sundayNoon });
  const participant = new ParticipantPage(page);
  await participant.openWinner(seeded.tokens[0]!);
  await expect(page.getByRole('heading', { level: 1, name: 'No time has been chosen yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Share my availability' }).click();
  await expect(page).toHaveURL(/\/participant\/availability\?token=/);

  await cancelMeeting(request, seeded);
  await participant.openWinner(seeded.tokens[1]!);
  await expect(page.getByRole('heading', { level: 1, name: 'This meeting was cancelled' })).toBeVisible();
});

for (const look of LOOKS) {
  test(`the confirmation and winner pages of a guest who answered, at ${look.width} px, ${look.scheme}`, async ({
    page,
    request,
  }, testInfo) => {
    await lookAt(page, look);
    const { seeded, participant } = await openGuestLink(page, request, 'Ana');
    await participant.dragPaint(participant.cell(1, 6), participant.cell(1, 9));
    await participant.submit.click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thanks for sharing your availability' }),
    ).toBeVisible();
    await expectFitsThenSnap(page, testInfo, `confirmation-answered-${look.width}-${look.scheme}.png`);
    await bookMeeting(request, seeded);
    await participant.openWinner(seeded.tokens[0]!);
    await expect(page.getByRole('heading', { level: 1, name: 'Your meeting time' })).toBeVisible();
    await expectFitsThenSnap(page, testInfo, `winner-answered-${look.width}-${look.scheme}.png`);
  });
}
