import { expect, test } from '@playwright/test';
import { OrganizerMeetingPages } from '../../pages/organizer-meeting-pages';
import { AT, createMeeting, paint, sidewaysOverflow, signInOrganizerAt } from './organizer-support';

// One word wider than a phone: German compounds and long e-mail addresses are made of these.
const LONG_NAME = 'Bundesausbildungsförderungsgesetzsachbearbeiterin';

test.use({ viewport: { width: 375, height: 812 }, locale: 'en-GB' });

test('a long title and a long one-word name never push the organizer’s pages sideways on a phone', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const auth = await signInOrganizerAt(page, AT.sundayLate);
  const meeting = await createMeeting(request, auth, AT.sundayLate, {
    title: 'Quartalsplanungsbesprechungsvorbereitungsunterlagen',
    windowStart: '2026-11-16T00:00:00Z',
    windowEnd: '2026-11-21T00:00:00Z',
    people: [{ name: LONG_NAME }, { name: 'Ana' }],
  });
  await paint(request, meeting, 'Ana', 'Europe/London', [['2026-11-16T09:00:00Z', '2026-11-16T17:00:00Z']]);

  await page.goto(`/meeting-confirmation?meeting=${meeting.id}`);
  await expect(page.getByRole('listitem', { name: LONG_NAME })).toBeVisible();
  expect.soft(await sidewaysOverflow(page), 'the confirmation').toBe(0);

  const pages = new OrganizerMeetingPages(page);
  await pages.openTimeSelection(meeting.id);
  await expect(pages.suggestions().first()).toBeVisible();
  expect.soft(await sidewaysOverflow(page), 'Choose a time').toBe(0);

  await pages.suggestions().first().getByRole('button', { name: 'Book this time' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Book it' }).click();
  await expect(page).toHaveURL(/\/meeting-scheduled\?meeting=/);
  await expect(page.getByRole('heading', { name: 'Participants (2)' })).toBeVisible();
  expect.soft(await sidewaysOverflow(page), 'Your meeting').toBe(0);
});
