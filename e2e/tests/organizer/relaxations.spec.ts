import { expect, test } from '@playwright/test';
import { browserAccessToken, OrganizerMeetingPages } from '../../pages/organizer-meeting-pages';
import { signUpNewPerson } from '../../pages/sign-in-pages';

test.use({ viewport: { width: 1280, height: 900 } });

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** Midnight UTC of the first Monday-to-Friday day at least two days ahead. */
function nextWorkday(): number {
  const today = Math.floor(Date.now() / DAY) * DAY;
  for (let d = 2; ; d++) {
    const weekday = new Date(today + d * DAY).getUTCDay();
    if (weekday >= 1 && weekday <= 5) return today + d * DAY;
  }
}

test('the organizer makes a missing person optional with one click and gets times that fit', async ({
  page,
  request,
}) => {
  await signUpNewPerson(page, 'relaxer');
  const token = await browserAccessToken(page);
  const day = nextWorkday();
  const created = await request.post('/api/meetings', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: 'Budget check',
      durationMinutes: 30,
      participants: [
        { email: 'ana@example.com', name: 'Ana', required: true },
        { email: 'ben@example.com', name: 'Ben', required: true },
      ],
      windowStart: new Date(day).toISOString(),
      windowEnd: new Date(day + DAY).toISOString(),
      allowedWeekdays: [1, 2, 3, 4, 5, 6, 7],
      organizerZone: 'UTC',
    },
  });
  expect(created.status()).toBe(201);
  const meeting = (await created.json()) as { id: string; participants: { name: string; link: string }[] };
  const anaLink = new URL(meeting.participants.find((p) => p.name === 'Ana')!.link);
  const answered = await request.put(`/api/participant/availability${anaLink.search}`, {
    data: { timeZone: 'UTC', painted: true, available: [{ start: day + 10 * HOUR, end: day + 11 * HOUR }] },
  });
  expect(answered.status()).toBe(200);

  const pages = new OrganizerMeetingPages(page);
  await pages.openTimeSelection(meeting.id);
  const panel = page.getByRole('region', { name: 'No time fits every required person yet' });
  await expect(panel.getByText('Ben has not answered yet')).toBeVisible();
  await expect(panel.getByText(/^Make Ben optional → \d+ slots?$/)).toBeVisible();
  await expect(pages.suggestions().filter({ hasText: 'All required people are free' })).toHaveCount(0);

  await panel.getByRole('button', { name: /^Make optional: Make Ben optional/ }).click();
  await pages.expectToast('Applied');
  await expect(panel).toHaveCount(0);
  const best = pages.suggestions().first();
  await expect(best).toContainText('All required people are free');
  await expect(best).toContainText('10:00');
});
