import { expect, test } from '@playwright/test';
import { OrganizerMeetingPages } from '../../pages/organizer-meeting-pages';
import { seriousA11yProblems } from '../../support/axe';
import { mailTo, paint, bookAt, signInWithMondayMeeting } from './organizer-support';

test.use({ viewport: { width: 1280, height: 900 }, locale: 'en-GB', timezoneId: 'Europe/London' });
test.describe.configure({ timeout: 180_000 });

/** Waits for an e-mail to an address that matches; the job queue delivers in the background. */
async function mailMatching(
  request: Parameters<typeof mailTo>[0],
  address: string,
  match: (mail: { subject: string; text: string; ics: string | null }) => boolean,
) {
  await expect
    .poll(async () => (await mailTo(request, address)).some(match), { timeout: 60_000, intervals: [1000] })
    .toBe(true);
}

test('the organizer adds, switches and removes people before and after booking, and each person is told', async ({
  page,
  request,
}) => {
  const { meeting } = await signInWithMondayMeeting(page, request, 'Roadmap sync', ['Ana', 'Ben']);
  const suffix = meeting.people.Ana!.email.split('@')[0]!.split('-')[1]!;
  const pages = new OrganizerMeetingPages(page);

  // Before booking, on the page the request was sent from.
  await page.goto(`/meeting-confirmation?meeting=${meeting.id}`);
  await expect(pages.people()).toBeVisible();
  const cy = `cy-${suffix}@example.com`;
  await pages.addPerson(cy, 'Cy', { optional: true });
  await pages.expectToast('Cy added');
  await expect(pages.person('Cy')).toContainText('optional');
  await mailMatching(request, cy, (mail) => /participant\/availability\?token=/.test(mail.text));

  // Someone already invited is refused, in the server's words.
  await pages.addPerson(meeting.people.Ana!.email, 'Ana again');
  await expect(page.getByRole('form', { name: 'Add a person' }).getByRole('alert')).toHaveText(
    `${meeting.people.Ana!.email} is already invited to this meeting.`,
  );

  await pages.person('Ben').getByRole('button', { name: 'Make optional: Ben' }).click();
  await expect(pages.person('Ben')).toContainText('optional');
  await expect(pages.person('Ben').getByRole('button', { name: 'Make required: Ben' })).toBeVisible();

  await pages.removePerson('Cy');
  await pages.expectToast('Cy removed');
  await expect(pages.person('Cy')).toHaveCount(0);
  await expect(pages.people().getByRole('heading')).toHaveText('Invited (2)');

  // After booking, on Your meeting: an added person gets the meeting itself, a removed one a cancellation.
  await paint(request, meeting, 'Ana', 'Europe/London', [['2026-11-17T10:00:00Z', '2026-11-17T12:00:00Z']]);
  await bookAt(request, meeting, '2026-11-17T10:00:00Z');
  await pages.openScheduled(meeting.id);
  await expect(pages.person('Ana')).toContainText('No reply');
  expect(await seriousA11yProblems(page)).toEqual([]);

  const dee = `dee-${suffix}@example.com`;
  await pages.addPerson(dee, 'Dee');
  await pages.expectToast('Dee added');
  await expect(pages.person('Dee')).toContainText('required');
  await mailMatching(
    request,
    dee,
    (mail) => !!mail.ics?.includes('METHOD:REQUEST') && mail.ics.includes('DTSTART:20261117T100000Z'),
  );

  await pages.removePerson('Dee');
  await pages.expectToast('Dee removed');
  await expect(pages.person('Dee')).toHaveCount(0);
  await mailMatching(request, dee, (mail) => !!mail.ics?.includes('METHOD:CANCEL'));

  // Ana is the only required person left: the server would refuse to make her optional or remove her,
  // so neither is offered, and her row says why.
  await expect(pages.person('Ana')).toContainText('The only required person');
  await expect(pages.person('Ana').getByRole('button')).toHaveCount(0);

  // Optional → required after booking is on everyone's invitation: an update goes out.
  await pages.person('Ben').getByRole('button', { name: 'Make required: Ben' }).click();
  await pages.expectToast('Ben is now required');
  await expect(pages.person('Ben')).toContainText('required');
  await mailMatching(
    request,
    meeting.people.Ben!.email,
    (mail) =>
      !!mail.ics?.includes('METHOD:REQUEST') &&
      mail.ics.replace(/\r\n[ \t]/g, '').includes('ROLE=REQ-PARTICIPANT'),
  );
});
