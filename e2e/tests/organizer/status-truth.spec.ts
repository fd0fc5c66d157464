import { expect, test } from '@playwright/test';
import { OrganizerMeetingPages } from '../../pages/organizer-meeting-pages';
import { ParticipantPage } from '../../pages/participant-page';
import { AT, answerByCalendar, createMeeting, paint, shoot, signInOrganizerAt } from './organizer-support';

test.use({ locale: 'en-GB', timezoneId: 'Europe/London' });
// Signing up and seeding through the real server take a while on a shared machine.
test.describe.configure({ timeout: 120_000 });

const window = {
  windowStart: '2026-11-16T00:00:00Z',
  windowEnd: '2026-11-21T00:00:00Z',
  durationMinutes: 30,
};

test('a guest declines, the header counts them apart, and the page says only what happened after booking without a calendar', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const auth = await signInOrganizerAt(page, AT.sundayLate);
  const meeting = await createMeeting(request, auth, AT.sundayLate, {
    title: 'Launch check',
    ...window,
    people: [{ name: 'Ana' }, { name: 'Ben' }, { name: 'Cy' }],
  });
  await paint(request, meeting, 'Ana', 'Europe/London', [['2026-11-17T09:00:00Z', '2026-11-17T17:00:00Z']]);
  await answerByCalendar(request, meeting, 'Ben', 'Europe/Berlin');

  // Cy opens their own link and declines, as a person does.
  const guestPage = await page.context().newPage();
  await guestPage.clock.install({ time: new Date(AT.sundayLate) });
  const cy = new ParticipantPage(guestPage);
  await cy.openAvailability(meeting.people.Cy!.token);
  await cy.decline('Away that week');
  await expect(guestPage.getByRole('heading', { level: 1, name: 'You declined' })).toBeVisible();
  await guestPage.close();

  const pages = new OrganizerMeetingPages(page);
  await pages.openTimeSelection(meeting.id);
  // The zone as the picker names it, not its IANA id.
  await expect(
    page.getByText(/^2 answered, 1 declined · 30 min · .* · times in London \(GMT\+0\)$/),
  ).toBeVisible();
  await expect(page.getByText(/3\/3 answered/)).toHaveCount(0);
  // Nobody is left to wait for: the card is titled by what it holds, with no "Not answered yet".
  await expect(page.getByRole('region', { name: 'Everyone has answered' })).toContainText(
    '2 answered, 1 declined',
  );
  await expect(page.getByText('Not answered yet')).toHaveCount(0);

  // Book the best time; no calendar is connected.
  await pages.bookFirstSuggestion(meeting.id);
  const status = page.getByRole('region', { name: 'Status' });
  await expect(status.getByText('Meeting scheduled', { exact: true })).toBeVisible();
  // Read at once: with no calendar there is nothing being written, and nobody has confirmed yet.
  await expect(status).toContainText(
    'Calendar: no calendar to write to, so the event is in no calendar. Add the .ics file below to your calendar yourself',
  );
  await expect(page.getByText(/writing the event/i)).toHaveCount(0);
  await expect(status.getByText('Confirmed', { exact: true })).toHaveCount(0);
  await expect(page.getByText('All calendars synced')).toHaveCount(0);
  await expect(pages.person('Ana').getByText('No reply')).toBeVisible();
  await expect(pages.person('Ben').getByText('No reply')).toBeVisible();
  await shoot(page, 'booked-no-calendar');
  await shoot(page, 'booked-no-calendar', { dark: true });

  // Moving says what moves: the e-mails (a mail server is set up here), not a calendar event there is none of.
  await page.getByRole('button', { name: 'Move meeting' }).click();
  const move = page.getByRole('region', { name: 'Move to another time' });
  await move
    .getByRole('button', { name: /Move here/ })
    .first()
    .click();
  const dialog = pages.dialog();
  await expect(dialog).toContainText(
    'No calendar connected: after the move, add the new .ics to your calendar yourself.',
  );
  await expect(dialog).not.toContainText('moves too');
  await expect(dialog).toContainText('Ana and Ben get the new time by e-mail');
  await dialog.getByRole('button', { name: 'Move it' }).click();
  const moved = page.getByRole('status').filter({ hasText: /^Moved to / });
  await expect(moved).toContainText(
    'Everyone who is coming gets the new time by e-mail, with an updated invitation. No calendar connected: add the new .ics to your calendar yourself.',
  );
  await expect(moved).not.toContainText('moves with it');
  await expect(page.getByText(/writing the event/i)).toHaveCount(0);

  await page.setViewportSize({ width: 375, height: 800 });
  await shoot(page, 'moved-no-calendar');
  await shoot(page, 'moved-no-calendar', { dark: true });
});
