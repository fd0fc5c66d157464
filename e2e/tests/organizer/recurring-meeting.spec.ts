import { expect, test } from '@playwright/test';
import { PUBLIC_ROUTES } from '@overlap/contracts';
import { seriousA11yProblems } from '../../support/axe';
import { createMeetingAt } from '../../support/pinned-meeting';
import { signInThenPin } from '../../support/pinned-sign-in';

const NOW = '2026-11-23T21:30:00Z';

test.use({ timezoneId: 'Europe/Berlin', locale: 'en-GB' });

test('a recurring meeting made through the API says on Choose a time where its series suggestions are', async ({
  page,
  request,
}) => {
  const meeting = await createMeetingAt(request, NOW, {
    title: 'Weekly sync',
    organizerZone: 'Europe/Berlin',
    recurrence: { frequency: 'weekly', startDate: '2026-11-30', count: 8 },
  });
  const answer = await request.get(`/api/meetings/${meeting.meetingId}/suggestions`, {
    headers: { ...meeting.organizerHeaders, ...meeting.clock },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  expect(Object.keys(await answer.json())).toContain('series');

  await signInThenPin(page, meeting.organizer, NOW);
  await page.goto(`${PUBLIC_ROUTES.organizerTimeSelection}?meeting=${meeting.meetingId}`);
  const notice = page.getByRole('status').filter({ hasText: 'This meeting repeats.' });
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await expect(notice).toContainText(`GET /api/v1/meetings/${meeting.meetingId}/suggestions`);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await seriousA11yProblems(page)).toEqual([]);
});
