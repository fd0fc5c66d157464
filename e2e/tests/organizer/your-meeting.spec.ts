import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { OrganizerMeetingPages } from '../../pages/organizer-meeting-pages';
import { createMeeting, mailTo, paint, signInOrganizerAt, bookAt } from './organizer-support';

test.use({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
test.describe.configure({ timeout: 90_000 });

const line = (ics: string, name: string) => ics.match(new RegExp(`^${name}[:;](.*)$`, 'm'))?.[1]?.trim();

test('Your meeting gives the organizer the same event as the e-mailed invitation', async ({
  page,
  request,
}) => {
  // Thursday 31 December 2026, 21:00 UTC: booking across the year end.
  const now = '2026-12-31T21:00:00Z';
  // Only the server's clock moves to the year end: the browser keeps the real one its sign-in was made
  // by, since a browser clock a month past its tokens sees them expired and sometimes signs out.
  const auth = await signInOrganizerAt(page, now, { browserClock: false });
  const meeting = await createMeeting(request, auth, now, {
    title: 'New year kickoff',
    windowStart: '2027-01-04T00:00:00Z',
    windowEnd: '2027-01-09T00:00:00Z',
    people: [{ name: 'Ana' }],
  });
  await paint(request, meeting, 'Ana', 'Europe/London', [['2027-01-04T10:00:00Z', '2027-01-04T11:00:00Z']]);
  await bookAt(request, meeting, '2027-01-04T10:00:00Z');

  const pages = new OrganizerMeetingPages(page);
  await pages.openScheduled(meeting.id);
  const calendar = page.getByRole('region', { name: 'Add it to your calendar' });
  await expect(calendar.getByRole('link', { name: /Add to Google Calendar/ })).toHaveAttribute(
    'href',
    /dates=20270104T100000Z%2F20270104T110000Z/,
  );
  await expect(calendar.getByRole('link', { name: /Add to Outlook/ })).toHaveAttribute(
    'href',
    /startdt=2027-01-04T10%3A00%3A00Z/,
  );

  const downloading = page.waitForEvent('download');
  await calendar.getByRole('button', { name: 'Download .ics file' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('new-year-kickoff.ics');
  const ics = await readFile((await download.path())!, 'utf8');
  expect(line(ics, 'DTSTART')).toBe('20270104T100000Z');

  // The same UID and SEQUENCE as Ana's invitation, so importing both never makes two events.
  let invitation: string | undefined;
  // The job queue delivers e-mails in the background; under load that takes a while.
  await expect
    .poll(
      async () => {
        invitation =
          (await mailTo(request, meeting.people.Ana!.email)).find((m) => m.ics?.includes('METHOD:REQUEST'))
            ?.ics ?? undefined;
        return invitation !== undefined;
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBe(true);
  expect(line(ics, 'UID')).toMatch(/@/);
  expect(line(ics, 'SEQUENCE')).toMatch(/^\d+$/);
  expect(line(ics, 'UID')).toBe(line(invitation!, 'UID'));
  expect(line(ics, 'SEQUENCE')).toBe(line(invitation!, 'SEQUENCE'));
});
