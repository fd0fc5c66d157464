import { expect, test } from '@playwright/test';
import { OrganizerMeetingPages } from '../../pages/organizer-meeting-pages';
import { OrganizerScheduleForm } from '../../pages/organizer-schedule-form';
import { ParticipantPage } from '../../pages/participant-page';
import { seriousA11yProblems } from '../../support/axe';
import { applyView, shotName, VIEWS } from '../../support/views';
import {
  AT,
  createMeeting,
  mailTo,
  paint,
  signInOrganizerAt,
  bookAt,
  signInWithBookedMondayMeeting,
} from './organizer-support';

test.use({ viewport: { width: 1280, height: 900 }, locale: 'en-GB', timezoneId: 'Europe/London' });
test.describe.configure({ timeout: 150_000 });

const LINK = 'https://video.example.com/room/roadmap-42';

test('the video call: a default in Settings, Meet and Teams explained, https only, and the link on every page and invitation', async ({
  page,
  request,
}) => {
  const now = AT.mondayMorning;
  const auth = await signInOrganizerAt(page, now);

  // Settings: Jitsi as the default; Google Meet needs a Google calendar to write to, which there is not.
  await page.goto('/dashboard/settings');
  const video = page.getByRole('group', { name: 'Video call for new meetings' });
  await expect(video.getByRole('radio', { name: 'Google Meet' })).toBeDisabled();
  await expect(video).toContainText('Only when booked meetings are written to a Google calendar');
  await expect(video.getByRole('radio', { name: 'Microsoft Teams' })).toBeDisabled();
  await video.getByRole('radio', { name: 'Jitsi Meet' }).check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();

  // The new meeting form starts from that default; a pasted link must be https.
  const form = new OrganizerScheduleForm(page);
  await form.open();
  const choice = form.form.getByRole('group', { name: 'Video call' });
  await expect(choice.getByRole('radio', { name: 'Jitsi Meet' })).toBeChecked();
  await choice.getByRole('radio', { name: 'Paste a link' }).check();
  await form.form.getByLabel('Video link').fill('http://video.example.com/room');
  await form.title.fill('Roadmap sync');
  await form.email(1).fill('ana@example.com');
  await form.submit.click();
  await form.expectFieldError('The video link must be a web address starting with https://');

  // A meeting with a pasted link, booked: the link is on Your meeting, the guest's page and the invitation.
  const meeting = await createMeeting(request, auth, now, {
    title: 'Roadmap sync',
    people: [{ name: 'Ana' }],
    windowStart: '2026-11-17T00:00:00Z',
    windowEnd: '2026-11-21T00:00:00Z',
  });
  const patched = await request.patch(`/api/meetings/${meeting.id}/settings`, {
    headers: { ...meeting.auth, ...meeting.clock },
    data: { videoLink: { kind: 'link', url: LINK } },
  });
  expect(patched.status(), await patched.text()).toBe(200);
  const refused = await request.patch(`/api/meetings/${meeting.id}/settings`, {
    headers: { ...meeting.auth, ...meeting.clock },
    data: { videoLink: { kind: 'link', url: 'ftp://video.example.com/room' } },
  });
  expect(refused.status()).toBe(400);
  await paint(request, meeting, 'Ana', 'Europe/London', [['2026-11-17T10:00:00Z', '2026-11-17T12:00:00Z']]);
  await bookAt(request, meeting, '2026-11-17T10:00:00Z');

  const pages = new OrganizerMeetingPages(page);
  await pages.openScheduled(meeting.id);
  const line = page.getByTestId('video-link');
  await expect(line.getByRole('link', { name: LINK })).toHaveAttribute('href', LINK);
  await expect(line.getByRole('button', { name: 'Copy the video link' })).toBeVisible();

  const guest = new ParticipantPage(page);
  await guest.openWinner(meeting.people.Ana!.token);
  await expect(page.getByTestId('video-link').getByRole('link', { name: LINK })).toBeVisible();
  await page.getByRole('button', { name: "I can't make it after all" }).click();
  expect(await seriousA11yProblems(page)).toEqual([]);

  await expect
    .poll(
      async () =>
        (await mailTo(request, meeting.people.Ana!.email)).some(
          (mail) =>
            !!mail.ics?.includes('METHOD:REQUEST') && mail.text.includes(LINK) && mail.ics.includes(LINK),
        ),
      { timeout: 60_000, intervals: [1000] },
    )
    .toBe(true);
});

test('the video call of a booked meeting changes from Your meeting, and everyone gets the new link', async ({
  page,
  request,
}, testInfo) => {
  const { meeting } = await signInWithBookedMondayMeeting(page, request, 'Budget review', ['Ana']);

  const pages = new OrganizerMeetingPages(page);
  await pages.openScheduled(meeting.id);
  await expect(page.getByTestId('video-link')).toHaveCount(0);
  const opener = page.getByRole('button', { name: 'Add a video call' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Video call' });
  await expect(dialog).toContainText('Everyone gets an updated invitation with the new link.');
  await dialog.getByRole('radio', { name: 'Paste a link' }).check();
  await dialog.getByLabel('Video link').fill('http://video.example.com/budget');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toContainText('The video link must be a web address starting with https://');
  expect(await seriousA11yProblems(page)).toEqual([]);
  for (const view of VIEWS) {
    await applyView(page, view);
    await page.screenshot({ path: testInfo.outputPath(shotName('change-video-call', view)) });
  }
  await applyView(page, VIEWS[0]!);

  const link = 'https://video.example.com/room/budget-7';
  await dialog.getByLabel('Video link').fill(link);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Video call saved', { exact: true })).toBeVisible();
  await expect(page.getByTestId('video-link').getByRole('link', { name: link })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change video call' })).toBeFocused();

  await expect
    .poll(
      async () =>
        (await mailTo(request, meeting.people.Ana!.email)).some(
          (mail) => !!mail.ics?.includes('SEQUENCE:2') && mail.ics.includes(link) && mail.text.includes(link),
        ),
      { timeout: 60_000, intervals: [1000] },
    )
    .toBe(true);
});
