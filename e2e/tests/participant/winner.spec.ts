import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { ParticipantPage } from '../../pages/participant-page';
import { seedMeeting } from '../../support/seed-meeting';
import { bookMeeting, wallClock } from './participant-support';

test.use({ timezoneId: 'Asia/Tokyo' });

const ics = (instant: number) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

test('shows the chosen time in the detected zone with calendar links and an ICS file', async ({
  page,
  request,
}) => {
  const seeded = await seedMeeting(request, { title: 'Launch; review, go' });
  const start = await bookMeeting(request, seeded);
  const end = start + 30 * 60 * 1000;
  const participant = new ParticipantPage(page);
  await participant.openWinner(seeded.tokens[0]!);

  await expect(page).toHaveTitle('Meeting Time - Overlap');
  await expect(page.getByRole('heading', { level: 1, name: 'Your meeting time' })).toBeVisible();
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
  expect(text).toContain(`DTSTART:${ics(start)}`);
  expect(text).toContain(`DTEND:${ics(end)}`);
  expect(text).toContain('SUMMARY:Launch\\; review\\, go');
  expect(text).not.toContain(seeded.tokens[0]!);
});

test('says when no time is chosen yet, and when the meeting is cancelled', async ({ page, request }) => {
  const seeded = await seedMeeting(request);
  const participant = new ParticipantPage(page);
  await participant.openWinner(seeded.tokens[0]!);
  await expect(page.getByRole('heading', { level: 1, name: 'No time has been chosen yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Share my availability' }).click();
  await expect(page).toHaveURL(/\/participant\/availability\?token=/);

  await request.post(`/api/meetings/${seeded.meetingId}/cancel`, { headers: seeded.organizerHeaders });
  await participant.openWinner(seeded.tokens[1]!);
  await expect(page.getByRole('heading', { level: 1, name: 'This meeting was cancelled' })).toBeVisible();
});
