import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { browserAccessToken } from '../../pages/organizer-meeting-pages';
import { expectAccessibleAtEveryView } from '../../support/axe';
import { postMeetingRequest } from '../../support/post-meeting-request';
import { signUpSignedIn } from '../../support/signed-in-browser';
import { signInForTokens, signUpByApi } from '../../support/sign-up-by-api';
import { serverClockAt } from '../../support/test-clock';

// Monday 16 November 2026, 10:10 UTC; the browser is in London, with a 24-hour clock.
const NOW = '2026-11-16T10:10:00Z';

test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 1280, height: 900 }, locale: 'en-GB', timezoneId: 'Europe/London' });

test('Settings → Your data: download a copy and the booked meetings, then delete the account', async ({
  page,
  request,
  playwright,
}) => {
  // The first account of a fresh install is its admin, and the last admin may not leave: someone comes
  // first, in a request context of their own, so this test's stays signed out for the sign-in tried last.
  const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`;
  const someoneElse = await playwright.request.newContext({ baseURL });
  await signUpByApi(someoneElse, baseURL, {
    name: 'Ada',
    email: `ada-${Math.random().toString(36).slice(2)}@example.com`,
  });
  await someoneElse.dispose();
  const person = await signUpSignedIn(page, 'olga', '/dashboard/settings');
  const headers = { authorization: `Bearer ${await browserAccessToken(page)}`, ...serverClockAt(NOW) };
  const created = await postMeetingRequest(request, headers, {
    title: 'Export check',
    participants: [{ email: 'ana-export@example.com', name: 'Ana', required: true }],
  });
  expect(created.status(), await created.text()).toBe(201);
  const meeting = (await created.json()) as { id: string; participants: { link: string }[] };
  const anaToken = new URL(meeting.participants[0]!.link).searchParams.get('token')!;
  const booked = await request.post(`/api/meetings/${meeting.id}/book`, {
    headers,
    data: { start: Date.parse('2026-11-17T10:00:00Z') },
  });
  expect(booked.status(), await booked.text()).toBe(200);

  await page.goto('/dashboard/settings');
  const section = page.getByRole('region', { name: 'Your data' });
  await expect(section).toContainText('It never holds passwords, tokens, secrets, key hashes');

  // The JSON copy, read back from the file the browser saved.
  const [json] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Download my data (JSON)' }).click(),
  ]);
  expect(json.suggestedFilename()).toMatch(/^overlap-data-\d{4}-\d{2}-\d{2}\.json$/);
  const text = await readFile((await json.path())!, 'utf8');
  const data = JSON.parse(text) as {
    profile: { email: string };
    meetings: { title: string; participants: { email: string; name: string }[] }[];
  };
  expect(data.profile.email).toBe(person.email);
  expect(data.meetings.map((m) => m.title)).toEqual(['Export check']);
  expect(data.meetings[0]!.participants).toEqual([
    expect.objectContaining({ email: 'ana-export@example.com', name: 'Ana' }),
  ]);
  expect(text).not.toContain(anaToken);
  expect(text).not.toContain(person.password);

  const [ics] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Download booked meetings (.ics)' }).click(),
  ]);
  expect(ics.suggestedFilename()).toBe('overlap-meetings.ics');
  const calendar = await readFile((await ics.path())!, 'utf8');
  expect(calendar).toContain('BEGIN:VCALENDAR');
  expect(calendar).toContain('SUMMARY:Export check');

  await expectAccessibleAtEveryView(page, 'settings-your-data', async () => {
    await expect(section.getByRole('button', { name: 'Delete my account' })).toBeVisible();
  });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Deleting asks for the address; the button works only once it is typed.
  await section.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account for good?' });
  await expectAccessibleAtEveryView(page, 'delete-account-dialog', async () => {
    await expect(dialog).toBeVisible();
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(dialog).toContainText('Booked meetings still ahead are cancelled first');
  // Microsoft lets no app withdraw its own grant (decision 0030): the dialog says where the person does.
  await expect(dialog).toContainText('Microsoft lets no app withdraw its own access');
  await expect(dialog).toContainText('myapps.microsoft.com (work or school account)');
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  const field = dialog.getByLabel(`Type ${person.email} to confirm`);
  await field.fill('someone-else@example.com');
  await expect(confirm).toBeDisabled();
  await field.fill(person.email.toUpperCase());
  await expect(confirm).toBeEnabled();
  await confirm.click();

  // Signed out, and the account is gone: the meeting, the guest's link and the password.
  await expect(page).not.toHaveURL(/\/dashboard/, { timeout: 30_000 });
  const meetingNow = await request.get(`/api/meetings/${meeting.id}`, { headers });
  expect(meetingNow.status()).toBe(401);
  const link = await request.get(`/api/participant/meeting?token=${anaToken}`, {
    headers: serverClockAt(NOW),
  });
  expect(link.status()).toBe(404);
  // The provider's sign-in form itself refuses the address and password now.
  const refused = await signInForTokens(request, baseURL, person).then(
    () => 'signed in',
    (error: Error) => error.message,
  );
  expect(refused).not.toMatch(/signed in|ENOTFOUND/);
  expect(refused).toMatch(/expected a redirect|did not come back with a code/);
});
