import { expect, test } from '@playwright/test';
import { PUBLIC_ROUTES } from '@overlap/contracts';
import { answerAt } from '../../support/pinned-meeting';
import { signInThenPin } from '../../support/pinned-sign-in';
import { SERIES_NOW, seedWeeklySync, utc } from './series-support';

test.use({ timezoneId: 'Europe/Berlin', locale: 'en-GB' });

test('when no weekly time suits both required people, the fix leads the page and one click makes the series bookable', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const meeting = await seedWeeklySync(request, [{ name: 'Ben' }, { name: 'Chen' }], 4);
  // Ben can only on Tuesday morning in Berlin, Chen only on Tuesday afternoon: never together.
  await answerAt(request, meeting, 'Ben', {
    timeZone: 'Europe/Berlin',
    available: [utc('2027-03-09T08:00:00Z', '2027-03-09T10:00:00Z')],
  });
  await answerAt(request, meeting, 'Chen', {
    timeZone: 'Europe/Berlin',
    available: [utc('2027-03-09T13:00:00Z', '2027-03-09T15:00:00Z')],
  });

  await signInThenPin(page, meeting.organizer!, SERIES_NOW);
  await page.goto(`${PUBLIC_ROUTES.organizerTimeSelection}?meeting=${meeting.meetingId}`);
  const panel = page.getByRole('region', { name: 'No time in the series suits every required person' });
  await expect(panel).toBeVisible({ timeout: 30_000 });
  await expect(panel).toContainText(/is missed on all 4 dates by someone required: (Ben|Chen)/);
  // The fix comes before the suggestions it would change.
  const suggestions = page.getByRole('heading', { name: 'Suggested times for the series' });
  const above = await panel.evaluate(
    (node, heading) => !!(node.compareDocumentPosition(heading!) & Node.DOCUMENT_POSITION_FOLLOWING),
    await suggestions.elementHandle(),
  );
  expect(above).toBe(true);

  const fix = panel.getByRole('button', { name: /^Make (Ben|Chen) optional$/ }).first();
  const who = (await fix.textContent())!.replace(/^Make | optional$/g, '');
  await fix.click();
  await expect(page.getByText(`${who} is now optional`, { exact: true })).toBeVisible();
  await expect(panel).toBeHidden({ timeout: 30_000 });
  await expect(page.getByRole('listitem', { name: /^Option 1: Every Tuesday at / })).toContainText(
    'All 4 occurrences work for everyone who answered',
  );

  // Read back: the person is optional on the server, not only on the screen.
  const detail = await request.get(`/api/meetings/${meeting.meetingId}`, {
    headers: { ...meeting.organizerHeaders, ...meeting.clock },
  });
  const people = ((await detail.json()) as { participants: { name: string; required: boolean }[] })
    .participants;
  expect(people.find((p) => p.name === who)?.required).toBe(false);
});
