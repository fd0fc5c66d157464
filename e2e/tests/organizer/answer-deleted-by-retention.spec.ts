import { expect, test } from '@playwright/test';
import { OrganizerMeetingPages } from '../../pages/organizer-meeting-pages';
import { runRetentionAt } from '../../support/retention';
import { AT, createMeeting, paint, signInOrganizerAt, bookAt } from './organizer-support';

test.use({ viewport: { width: 1280, height: 900 }, locale: 'en-GB', timezoneId: 'Europe/London' });
test.describe.configure({ timeout: 120_000 });

// The request closes on the database's own clock, which no test pins; retention run at this instant is
// past the 30 days the e2e server keeps answers, whenever the suite runs.
const LONG_AFTER = '2099-01-01T00:00:00Z';

test('Your meeting says whose answer the retention job deleted once the retention period is over', async ({
  page,
  request,
}) => {
  const auth = await signInOrganizerAt(page, AT.sundayLate);
  const meeting = await createMeeting(request, auth, AT.sundayLate, {
    title: 'Kept for a while',
    windowStart: '2026-11-16T00:00:00Z',
    windowEnd: '2026-11-21T00:00:00Z',
    people: [{ name: 'Ana' }, { name: 'Ben', required: false }],
  });
  await paint(request, meeting, 'Ana', 'Europe/London', [['2026-11-17T09:00:00Z', '2026-11-17T12:00:00Z']]);
  await bookAt(request, meeting, '2026-11-17T10:00:00Z');
  const cancelled = await request.post(`/api/meetings/${meeting.id}/cancel`, {
    headers: { ...meeting.auth, ...meeting.clock },
    data: { reason: 'No longer needed.' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  const pages = new OrganizerMeetingPages(page);
  await pages.openScheduled(meeting.id);
  await expect(page.getByText('This meeting is cancelled.')).toBeVisible();
  const ana = page.getByRole('listitem', { name: 'Ana', exact: true });
  const ben = page.getByRole('listitem', { name: 'Ben', exact: true });
  await expect(ana).toContainText('Answered the request');
  await expect(ben).toContainText('Did not answer the request');

  const deleted = await runRetentionAt(request, meeting.id, LONG_AFTER);
  expect(deleted.answers).toBeGreaterThan(0);

  await page.reload();
  await expect(ana).toContainText('Their answer to the request was deleted, as the privacy policy says');
  await expect(ana).not.toContainText('Answered the request');
  await expect(ben).toContainText('Did not answer the request');
});
