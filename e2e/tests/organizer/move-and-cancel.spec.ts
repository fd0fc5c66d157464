import { expect, test } from '@playwright/test';
import { OrganizerMeetingPages } from '../../pages/organizer-meeting-pages';
import { ParticipantPage } from '../../pages/participant-page';
import { pinClocks } from '../../support/test-clock';
import { mailTo, paint, bookAt, signInWithMondayMeeting } from './organizer-support';

test.use({ viewport: { width: 1280, height: 900 }, locale: 'en-GB', timezoneId: 'Europe/London' });
test.describe.configure({ timeout: 180_000 });

test('the organizer moves a booked meeting from Your meeting, reopens it as being rescheduled, books again and cancels with a reason', async ({
  page,
  browser,
  request,
}) => {
  const { now, meeting } = await signInWithMondayMeeting(page, request, 'Roadmap sync', ['Ana']);
  await paint(request, meeting, 'Ana', 'Europe/London', [
    ['2026-11-17T10:00:00Z', '2026-11-17T11:00:00Z'],
    ['2026-11-18T14:00:00Z', '2026-11-18T15:00:00Z'],
  ]);
  await bookAt(request, meeting, '2026-11-17T10:00:00Z');

  const pages = new OrganizerMeetingPages(page);
  await pages.openScheduled(meeting.id);
  const bookedTime = page.getByTestId('booked-time');
  await expect(bookedTime).toHaveText('Tue, 17 Nov 2026, 10:00–11:00 · London (GMT+0)');

  // Move meeting: the answers ranked again, without the booked time; keyboard focus lands on the list.
  await page.getByRole('button', { name: 'Move meeting' }).click();
  const panel = page.getByRole('region', { name: 'Move to another time' });
  await expect(panel.getByRole('heading', { name: 'Move to another time' })).toBeFocused();
  const option = panel.getByRole('listitem', { name: /^Option \d+: Wed, 18 Nov 2026, 14:00–15:00/ });
  await option.getByRole('button', { name: /^Move here/ }).click();
  const dialog = pages.dialog();
  await expect(dialog).toContainText(
    'From Tue, 17 Nov 2026, 10:00–11:00 to Wed, 18 Nov 2026, 14:00–15:00, London (GMT+0).',
  );
  await expect(dialog).toContainText('Ana get the new time by e-mail');
  await dialog.getByRole('button', { name: 'Move it' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /^Moved to Wed, 18 Nov 2026, 14:00–15:00/ }),
  ).toBeVisible();
  await expect(bookedTime).toContainText('Wed, 18 Nov 2026, 14:00–15:00');
  await expect(panel).toHaveCount(0);

  // Reopening keeps the booked time, marked as being rescheduled, here and on the guest's page.
  await page.getByRole('button', { name: 'Reopen for new answers Roadmap sync' }).click();
  await expect(bookedTime).toContainText('Wed, 18 Nov 2026, 14:00–15:00');
  await expect(bookedTime).toContainText('being rescheduled');
  const guestContext = await browser.newContext({ locale: 'en-GB', timezoneId: 'Europe/London' });
  const guest = new ParticipantPage(await guestContext.newPage());
  await pinClocks(guest.page, now);
  await guest.openWinner(meeting.people.Ana!.token);
  await expect(guest.page.getByTestId('being-rescheduled')).toContainText('is being rescheduled');

  // Choose a time says so too; booking again moves the same meeting.
  await page.getByRole('link', { name: 'Choose a time' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Being rescheduled:/ })).toBeVisible();
  await pages
    .suggestions()
    .filter({ hasText: 'Tue, 17 Nov 2026, 10:00–11:00' })
    .getByRole('button', { name: /Book this time/ })
    .click();
  await pages.dialog().getByRole('button', { name: 'Book it' }).click();
  await expect(pages.heading).toHaveText('Your meeting');
  await expect(bookedTime).toContainText('Tue, 17 Nov 2026, 10:00–11:00');
  await expect(bookedTime).not.toContainText('being rescheduled');

  // Cancelling a booked meeting asks for a reason, which the guest reads.
  await page.getByRole('button', { name: 'Cancel meeting Roadmap sync' }).click();
  await pages.dialog().getByLabel('Reason (optional, shown to everyone)').fill('The launch moved to spring.');
  await pages.dialog().getByRole('button', { name: 'Cancel meeting' }).click();
  await expect(page.getByText('This meeting is cancelled.')).toBeVisible();
  await expect(page.getByText('Reason given: “The launch moved to spring.”')).toBeVisible();
  await guest.openWinner(meeting.people.Ana!.token);
  await expect(guest.page.getByText('Their reason: “The launch moved to spring.”')).toBeVisible();
  await expect
    .poll(
      async () =>
        (await mailTo(request, meeting.people.Ana!.email)).some(
          (mail) =>
            !!mail.ics?.includes('METHOD:CANCEL') && mail.text.includes('The launch moved to spring.'),
        ),
      { timeout: 60_000, intervals: [1000] },
    )
    .toBe(true);
  await guestContext.close();
});
