import { expect, test } from '@playwright/test';
import { OrganizerMeetingPages } from '../../pages/organizer-meeting-pages';
import { expectAccessibleAtEveryView } from '../../support/axe';
import {
  AT,
  createMeeting,
  mailTo,
  signInOrganizerAt,
  signInWithBookedMondayMeeting,
} from './organizer-support';

test.use({ viewport: { width: 1280, height: 900 }, locale: 'en-GB', timezoneId: 'Europe/London' });
test.describe.configure({ timeout: 180_000 });

test('the organizer deletes a booked meeting still ahead: it is cancelled with the reason, then gone everywhere', async ({
  page,
  request,
}) => {
  const { auth, meeting } = await signInWithBookedMondayMeeting(page, request, 'Budget review', [
    'Ana',
    'Ben',
  ]);

  const pages = new OrganizerMeetingPages(page);
  await pages.openScheduled(meeting.id);
  const section = page.getByRole('region', { name: 'Delete this request' });
  await expect(section).toContainText('Deletes the request and everything about it for good.');

  // The dialog says what goes and who is told; "Keep as is" keeps everything.
  await section.getByRole('button', { name: 'Delete request Budget review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete "Budget review" for good?' });
  await expect(dialog).toContainText('their personal links (they stop working)');
  await expect(dialog).toContainText('It is booked and still ahead, so it is cancelled first');
  await expect(dialog).toContainText('This cannot be undone.');
  await expectAccessibleAtEveryView(page, 'delete-meeting-dialog', async () => {
    await expect(dialog).toBeVisible();
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole('button', { name: 'Keep as is' }).click();
  await expect(dialog).toBeHidden();
  expect(
    (await request.get(`/api/meetings/${meeting.id}`, { headers: { ...auth, ...meeting.clock } })).status(),
  ).toBe(200);

  await section.getByRole('button', { name: 'Delete request Budget review' }).click();
  await dialog.getByLabel('Reason (optional, shown to everyone)').fill('The budget moved to January.');
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page).toHaveURL(/\/dashboard\/meetings$/);
  await pages.expectToast('Request deleted');
  await expect(page.getByText('Budget review', { exact: true })).toHaveCount(0);

  // Ana and Ben were told, with the reason; afterwards the meeting and the links are gone.
  for (const name of ['Ana', 'Ben']) {
    await expect
      .poll(
        async () => (await mailTo(request, meeting.people[name]!.email)).map((m) => m.subject).join('\n'),
        {
          timeout: 30_000,
        },
      )
      .toMatch(/Cancel/i);
    const cancellation = (await mailTo(request, meeting.people[name]!.email)).find((m) =>
      /Cancel/i.test(m.subject),
    );
    expect(cancellation?.text).toContain('The budget moved to January.');
  }
  const gone = await request.get(`/api/meetings/${meeting.id}`, { headers: { ...auth, ...meeting.clock } });
  expect(gone.status()).toBe(404);
  await page.goto(`/participant/availability?token=${meeting.people.Ana!.token}`);
  await expect(
    page.getByText('This link is not valid. Open the link from your invitation e-mail.'),
  ).toBeVisible();
});

test('an open request is deleted from Choose a time without e-mailing anyone', async ({ page, request }) => {
  const now = AT.sundayLate;
  const auth = await signInOrganizerAt(page, now);
  const meeting = await createMeeting(request, auth, now, {
    title: 'Kick-off',
    people: [{ name: 'Cy' }],
    windowStart: '2026-11-17T00:00:00Z',
    windowEnd: '2026-11-21T00:00:00Z',
  });
  await page.goto(`/organizer-time-selection?meeting=${meeting.id}`);
  const section = page.getByRole('region', { name: 'Delete this request' });
  await section.getByRole('button', { name: 'Delete request Kick-off' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete "Kick-off" for good?' });
  await expect(dialog).toContainText('Nobody is e-mailed about the deletion.');
  await expect(dialog.getByLabel('Reason (optional, shown to everyone)')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page).toHaveURL(/\/dashboard\/meetings$/);
  const gone = await request.get(`/api/meetings/${meeting.id}`, { headers: { ...auth, ...meeting.clock } });
  expect(gone.status()).toBe(404);
  const mails = await mailTo(request, meeting.people.Cy!.email);
  expect(mails.filter((m) => /Cancel/i.test(m.subject))).toEqual([]);
});
