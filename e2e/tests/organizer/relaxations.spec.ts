import { expect, test } from '@playwright/test';
import { OrganizerMeetingPages } from '../../pages/organizer-meeting-pages';
import { AT, answerByCalendar, createMeeting, paint, signInOrganizerAt } from './organizer-support';

test.use({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
test.describe.configure({ timeout: 90_000 });

const window = { windowStart: '2026-11-16T00:00:00Z', windowEnd: '2026-11-23T00:00:00Z' };

test('the organizer makes a missing person optional with one click and gets times that fit', async ({
  page,
  request,
}) => {
  const auth = await signInOrganizerAt(page, AT.sundayLate);
  const meeting = await createMeeting(request, auth, AT.sundayLate, {
    title: 'Budget check',
    durationMinutes: 30,
    ...window,
    windowEnd: '2026-11-17T00:00:00Z',
    organizerZone: 'UTC',
    people: [{ name: 'Ana' }, { name: 'Ben' }],
  });
  await paint(request, meeting, 'Ana', 'UTC', [['2026-11-16T10:00:00Z', '2026-11-16T11:00:00Z']]);

  const pages = new OrganizerMeetingPages(page);
  await pages.openTimeSelection(meeting.id);
  const panel = page.getByRole('region', { name: 'No time fits every required person yet' });
  await expect(panel.getByText('Ben has not answered yet')).toBeVisible();
  await expect(panel.getByText(/^Make Ben optional → \d+ times?$/)).toBeVisible();
  await expect(pages.suggestions().filter({ hasText: 'All required people are free' })).toHaveCount(0);

  await panel.getByRole('button', { name: /^Make optional: Make Ben optional/ }).click();
  await pages.expectToast('Applied');
  await expect(panel).toHaveCount(0);
  const best = pages.suggestions().first();
  await expect(best).toContainText('All required people are free');
  await expect(best).toContainText('10:00');
});

test('when no single change helps, the best pair of changes applies with one click', async ({
  page,
  request,
}) => {
  const auth = await signInOrganizerAt(page, AT.sundayLate);
  const meeting = await createMeeting(request, auth, AT.sundayLate, {
    title: 'Partner call',
    ...window,
    people: [{ name: 'Ana' }, { name: 'Dev' }],
  });
  // Ana answers from her calendar in Auckland: her working day (20:00–04:00 UTC) misses 09:00–17:00
  // London. Dev can only make a Saturday, which the request does not allow.
  await answerByCalendar(request, meeting, 'Ana', 'Pacific/Auckland');
  await paint(request, meeting, 'Dev', 'Europe/London', [['2026-11-21T10:00:00Z', '2026-11-21T12:00:00Z']]);

  const pages = new OrganizerMeetingPages(page);
  await pages.openTimeSelection(meeting.id);
  // Everyone has answered: the page does not ask to wait for answers.
  const panel = page.getByRole('region', { name: 'No time fits every required person', exact: true });
  await expect(page.getByRole('heading', { name: 'Everyone has answered' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Not answered yet' })).toHaveCount(0);
  await expect(page.getByText(/wait for more answers/i)).toHaveCount(0);
  const pair = panel.getByRole('button', {
    name: /^Apply both changes: Make Dev optional and allow times outside working hours → \d+ times$/,
  });
  await expect(pair).toBeVisible();
  // No single change is offered: none would give a slot.
  await expect(
    panel.getByRole('button', { name: /^(Make optional|Allow outside working hours):/ }),
  ).toHaveCount(0);

  await pair.click();
  await pages.expectToast('Applied');
  await expect(panel).toHaveCount(0);
  await expect(
    page.getByText('People who shared a calendar count as free outside their working hours.'),
  ).toBeVisible();
  const best = pages.suggestions().first();
  await expect(best).toContainText('All required people are free');
  await expect(best.getByRole('row', { name: /Dev/ })).toContainText('optional');
});
