import { expect, test } from '@playwright/test';
import { ParticipantPage } from '../../pages/participant-page';
import {
  AT,
  bookMeeting,
  cancelMeeting,
  expectFitsThenSnap,
  guestBrowserAtSundayNoon,
  LOOKS,
  lookAt,
  openGuestLink,
} from './participant-support';
import { seedMeeting } from '../../support/seed-meeting';

guestBrowserAtSundayNoon('Asia/Tokyo');

test('declines with a note, is told the truth about what follows, and the organizer gets the zone', async ({
  page,
  request,
}) => {
  const { seeded, participant } = await openGuestLink(page, request, 'Ben');
  await participant.decline('On holiday that week, sorry!');
  await expect(page).toHaveURL(/\/participant-confirmation\?token=/);
  await expect(page.getByRole('heading', { level: 1, name: 'You declined' })).toBeVisible();
  await expect(page.getByText('On holiday that week, sorry!')).toBeVisible();
  await expect(page.getByText(/calendar invitation for the chosen time/)).toHaveCount(0);
  await expect(page.getByText('You are not sent a calendar invitation, because you declined.')).toBeVisible();
  await expect(page.getByText(/Changed your mind\? While answers are open/)).toBeVisible();

  // The decline carried the guest's zone, so the organizer sees Ben's own local times.
  const detail = await request.get(`/api/meetings/${seeded.meetingId}`, {
    headers: { ...seeded.organizerHeaders, ...seeded.clock },
  });
  const ben = (
    (await detail.json()) as { participants: { name: string; status: string; timeZone: string }[] }
  ).participants.find((p) => p.name === 'Ben');
  expect(ben).toMatchObject({ status: 'declined', timeZone: 'Asia/Tokyo' });

  await page.getByRole('link', { name: 'Share my availability' }).click();
  await expect(page.getByText('You declined this meeting.')).toBeVisible();
});

test('a declined guest is not told the booked time works, nor offered a calendar entry', async ({
  page,
  request,
}) => {
  const { seeded, participant } = await openGuestLink(page, request, 'Ben');
  await participant.decline('Away');
  await expect(page.getByRole('heading', { level: 1, name: 'You declined' })).toBeVisible();

  await participant.openWinner(seeded.tokens[1]!);
  await expect(page.getByRole('heading', { level: 1, name: 'No time has been chosen yet' })).toBeVisible();
  await expect(page.getByText(/You declined “Design review”/)).toBeVisible();

  await bookMeeting(request, seeded);
  await participant.openWinner(seeded.tokens[1]!);
  await expect(page.getByRole('heading', { level: 1, name: 'You declined this meeting' })).toBeVisible();
  await expect(page.getByText(/works/)).toHaveCount(0);
  await expect(page.getByTestId('meeting-time')).toContainText('Tuesday 24 November 2026, 19:00 – 19:30');
  await expect(page.getByText(/The time is shown for your information/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download .ics file' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Add to Google Calendar/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Changed your mind?' })).toBeVisible();
});

test('a scheduled meeting is read-only and links to the meeting time', async ({ page, request }) => {
  const seeded = await seedMeeting(request, { now: AT.sundayNoon });
  const participant = new ParticipantPage(page);
  await bookMeeting(request, seeded);
  await participant.openAvailability(seeded.tokens[0]!);
  await expect(page.getByText('This meeting is scheduled, so answers are closed.')).toBeVisible();
  await expect(participant.grid).toHaveAttribute('aria-readonly', 'true');
  await expect(participant.submit).toHaveCount(0);
  // Nothing to paint with: the Available / If need be choice is gone, not just greyed.
  await expect(page.getByRole('group', { name: 'Paint times as' })).toHaveCount(0);
  await expect(page.getByText("Can't make it? Decline instead")).toHaveCount(0);
  await page.getByRole('link', { name: 'See the meeting time' }).click();
  await expect(page).toHaveURL(/\/winner\?token=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your meeting time' })).toBeVisible();
});

test('a meeting closed while the page is open refuses the answer and says so', async ({ page, request }) => {
  const { seeded, participant } = await openGuestLink(page, request, 'Ana');
  await participant.cell(1, 6).click();
  await cancelMeeting(request, seeded);
  await participant.submit.click();
  await expect(participant.alert.first()).toContainText('answers are closed');
  await expect(page.getByText('This meeting was cancelled, so answers are closed.')).toBeVisible();
});

test('an unknown link shows the server message and a way home', async ({ page }) => {
  await page.goto('/participant/availability?token=AAAAAAAAAAAAAAAAAAAAAA');
  await expect(
    page.getByText('This link is not valid. Open the link from your invitation e-mail.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page).toHaveTitle('Share Your Availability - Overlap');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL('/');
});

for (const look of LOOKS) {
  test(`the confirmation and winner pages of a guest who declined, at ${look.width} px, ${look.scheme}`, async ({
    page,
    request,
  }, testInfo) => {
    await lookAt(page, look);
    const { seeded, participant } = await openGuestLink(page, request, 'Ben');
    await participant.decline('On holiday that week, sorry!');
    await expect(page.getByRole('heading', { level: 1, name: 'You declined' })).toBeVisible();
    await expectFitsThenSnap(page, testInfo, `confirmation-declined-${look.width}-${look.scheme}.png`);
    await bookMeeting(request, seeded);
    await participant.openWinner(seeded.tokens[1]!);
    await expect(page.getByRole('heading', { level: 1, name: 'You declined this meeting' })).toBeVisible();
    await expectFitsThenSnap(page, testInfo, `winner-declined-${look.width}-${look.scheme}.png`);
  });
}
