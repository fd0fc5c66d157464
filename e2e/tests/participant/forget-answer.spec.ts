import { expect, test } from '@playwright/test';
import { expectAccessibleAtEveryView } from '../../support/axe';
import { guestBrowserAtSundayNoon, openGuestLink } from './participant-support';

guestBrowserAtSundayNoon('Europe/Berlin');

test('a guest deletes their answer from their link and stays invited, shown as not answered', async ({
  page,
  request,
}) => {
  const { seeded, participant } = await openGuestLink(page, request, 'Ben');
  const benSeenByOrganizer = async () => {
    const detail = await request.get(`/api/meetings/${seeded.meetingId}`, {
      headers: { ...seeded.organizerHeaders, ...seeded.clock },
    });
    const { participants } = (await detail.json()) as {
      participants: { name: string; status: string; declineNote: string | null }[];
    };
    return participants.find((p) => p.name === 'Ben');
  };
  // Nothing to delete before answering.
  await expect(page.getByRole('region', { name: 'Delete my answer' })).toHaveCount(0);
  await participant.decline('Travelling');
  await expect(page.getByRole('heading', { level: 1, name: 'You declined' })).toBeVisible();
  // The organizer sees Ben's decline: the page acts on his own link.
  expect(await benSeenByOrganizer()).toMatchObject({ status: 'declined', declineNote: 'Travelling' });

  const section = page.getByRole('region', { name: 'Delete my answer' });
  await expect(section).toContainText('You stay invited');
  await section.getByRole('button', { name: 'Delete my answer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your answer?' });
  await expect(dialog).toContainText('busy times read from your calendar are deleted now');
  await expectAccessibleAtEveryView(page, 'forget-answer-dialog', async () => {
    await expect(dialog).toBeVisible();
  });
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByRole('button', { name: 'Delete my answer' })).toBeFocused();

  await section.getByRole('button', { name: 'Delete my answer' }).click();
  await dialog.getByRole('button', { name: 'Delete my answer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your answer is deleted.' })).toBeVisible();

  expect(await benSeenByOrganizer()).toMatchObject({ status: 'invited', declineNote: null });

  await page.getByRole('link', { name: 'Answer again' }).click();
  await expect(page).toHaveURL(/\/participant\/availability\?token=/);
  await expect(page.getByText('You declined this meeting.')).toHaveCount(0);
});
