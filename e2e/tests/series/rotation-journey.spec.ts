import { expect, test } from '@playwright/test';
import { PUBLIC_ROUTES } from '@overlap/contracts';
import { seriousA11yProblems } from '../../support/axe';
import { signInThenPin } from '../../support/pinned-sign-in';
import { pinClocks } from '../../support/test-clock';
import { answeredSeries, SERIES_NOW } from './series-support';

const port = Number(process.env.E2E_PORT ?? 3210);
const mailApi = `http://127.0.0.1:${port + 2}`;

test.use({ timezoneId: 'Europe/Berlin', locale: 'en-GB' });

test('a rotation across New York, Berlin and Sydney: booked from its card, one invitation whose series each have their own UID and RRULE', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const meeting = await answeredSeries(request);
  await signInThenPin(page, meeting.organizer!, SERIES_NOW);
  await page.goto(`${PUBLIC_ROUTES.organizerTimeSelection}?meeting=${meeting.meetingId}`);
  const card = page.getByRole('listitem', { name: /^Rotation 1: / });
  await expect(card).toBeVisible({ timeout: 30_000 });
  const turns = (/^Rotation 1: (.*)$/.exec((await card.getByRole('heading').textContent()) ?? '') ?? [])[1]!;
  const times = turns.split(/, | and /).length;
  expect(times).toBeGreaterThanOrEqual(2);

  await card.getByRole('button', { name: 'Book this rotation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book this rotation?' });
  await expect(dialog).toContainText(`${turns} take turns (Berlin), 6 occurrences in all.`);
  expect(await seriousA11yProblems(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Book it' }).click();
  await expect(page).toHaveURL(/\/meeting-scheduled\?meeting=/, { timeout: 30_000 });
  const booked = page.getByRole('region', { name: 'Alternating times' });
  await expect(booked.getByTestId('rotation-times').getByRole('listitem')).toHaveCount(times);
  await expect(page.getByRole('button', { name: 'Move meeting' })).toHaveCount(0);

  // Chen's invitation: one e-mail listing the turns, its calendar part one VEVENT per series.
  const detail = await request.get(`/api/meetings/${meeting.meetingId}`, {
    headers: { ...meeting.organizerHeaders, ...meeting.clock },
  });
  const body = (await detail.json()) as {
    invitation: { uids: string[] };
    participants: { name: string; email: string }[];
  };
  const chen = body.participants.find((p) => p.name === 'Chen')!.email;
  const readMail = async () =>
    (
      (await (await fetch(`${mailApi}/messages?to=${encodeURIComponent(chen)}`)).json()) as {
        text: string;
        ics: string | null;
      }[]
    ).find((m) => m.ics?.includes('METHOD:REQUEST'));
  await expect.poll(async () => (await readMail())?.ics ?? '', { timeout: 60_000 }).toContain('RRULE');
  const mail = (await readMail())!;
  expect(mail.text).toContain(`${times} alternating times, taking turns`);
  const ics = mail.ics!.replace(/\r\n /g, '');
  const uids = [...ics.matchAll(/^UID:(.*)\r$/gm)].map((m) => m[1]);
  expect(uids).toEqual(body.invitation.uids);
  expect(uids).toEqual(
    Array.from({ length: times }, (_, j) => expect.stringMatching(`^rotation-${j + 1}-of-${times}\\.`)),
  );
  const rules = [...ics.matchAll(/^RRULE:(.*)\r$/gm)].map((m) => m[1]);
  expect(rules).toHaveLength(times);
  for (const rule of rules)
    expect(rule).toMatch(new RegExp(`^FREQ=WEEKLY;INTERVAL=${times};BYDAY=TU;COUNT=\\d$`));
  expect(ics.match(/^DTSTART;TZID=Europe\/Berlin:2027\d{4}T\d{6}\r$/gm)).toHaveLength(times);

  // Chen's own page shows the turns too.
  const context = await browser.newContext({ timezoneId: 'Australia/Sydney', locale: 'en-GB' });
  const guest = await context.newPage();
  await pinClocks(guest, SERIES_NOW);
  await guest.goto(`/winner?token=${encodeURIComponent(meeting.people.Chen!.token)}`);
  await expect(guest.getByRole('region', { name: 'Alternating times' }).getByRole('listitem')).toHaveCount(
    times,
  );
  await context.close();
});
