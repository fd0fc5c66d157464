import { expect, test } from '@playwright/test';
import { OrganizerMeetingPages } from '../../pages/organizer-meeting-pages';
import { AT, createMeeting, paint, signInOrganizerAt } from './organizer-support';

test.use({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
// Signing up and seeding through the real server take a while on a shared machine.
test.describe.configure({ timeout: 90_000 });

test('varied suggestions open the times near one of them, and the way back', async ({ page, request }) => {
  const auth = await signInOrganizerAt(page, AT.sundayLate);
  const meeting = await createMeeting(request, auth, AT.sundayLate, {
    title: 'Hiring loop',
    durationMinutes: 30,
    windowStart: '2026-11-16T00:00:00Z',
    windowEnd: '2026-11-21T00:00:00Z',
    people: [{ name: 'Ana' }, { name: 'Ben' }],
  });
  // Both free all of Monday and Tuesday mornings.
  const mornings: [string, string][] = [
    ['2026-11-16T09:00:00Z', '2026-11-16T12:00:00Z'],
    ['2026-11-17T09:00:00Z', '2026-11-17T12:00:00Z'],
  ];
  await paint(request, meeting, 'Ana', 'Europe/London', mornings);
  await paint(request, meeting, 'Ben', 'Europe/London', mornings);

  const pages = new OrganizerMeetingPages(page);
  await pages.openTimeSelection(meeting.id);
  // Suggestions are not one block shifted by 15 minutes: no two start within the meeting's length.
  await page.getByRole('button', { name: /^Show all \d+ suggestions$/ }).click();
  const names = await pages
    .suggestions()
    .evaluateAll((items) => items.map((i) => i.getAttribute('aria-label')!));
  const starts = names
    .map((name) => name.match(/, (\d\d):(\d\d)–/)!)
    .map((m) => Number(m[1]) * 60 + Number(m[2]));
  const days = names.map((name) => name.match(/Option \d+: (\w+, \d+ \w+)/)![1]);
  for (let i = 0; i < starts.length; i++)
    for (let j = i + 1; j < starts.length; j++)
      if (days[i] === days[j]) expect(Math.abs(starts[i]! - starts[j]!)).toBeGreaterThanOrEqual(30);

  const first = pages.suggestions().first();
  const more = first.getByRole('button', { name: 'More times near this' });
  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  const near = first.getByRole('region', { name: 'Times near option 1' });
  await expect(near.getByRole('listitem').first()).toBeVisible();
  await expect(near.getByText('(this option)')).toBeVisible();
  // Near times come every 15 minutes, not spread out.
  const nearTimes = await near.getByRole('listitem').allTextContents();
  expect(nearTimes.length).toBeGreaterThan(3);
  await near.getByRole('button', { name: 'Back to the suggestions' }).click();
  await expect(near).toHaveCount(0);
  await expect(more).toBeFocused();

  // Booking from the near list books that time.
  await more.click();
  const other = near.getByRole('listitem').filter({ hasNotText: '(this option)' }).first();
  const when = (await other.getByRole('paragraph').first().textContent())!;
  await other.getByRole('button', { name: /^Book this time/ }).click();
  await expect(pages.dialog()).toContainText(when);
});
