import { expect, test } from '@playwright/test';
import { browserAccessToken, OrganizerMeetingPages } from '../../pages/organizer-meeting-pages';
import { OrganizerScheduleForm } from '../../pages/organizer-schedule-form';
import { serverClockAt } from '../../support/test-clock';
import { AT, createMeeting, signInOrganizerAt } from './organizer-support';

test.use({ viewport: { width: 1280, height: 900 }, locale: 'en-GB', timezoneId: 'Europe/London' });
test.describe.configure({ timeout: 120_000 });

test('Schedule again fills the form with the same people and settings from today, and the organizer sends it', async ({
  page,
  request,
}) => {
  const auth = await signInOrganizerAt(page, AT.sundayLate);
  const { id } = await createMeeting(request, auth, AT.sundayLate, {
    title: 'Retro',
    durationMinutes: 45,
    windowStart: '2026-11-16T00:00:00Z',
    windowEnd: '2026-11-21T00:00:00Z',
    people: [{ name: 'Ana' }, { name: 'Ben', required: false }],
  });

  const booked = await request.post(`/api/meetings/${id}/book`, {
    headers: { ...auth, ...serverClockAt(AT.sundayLate) },
    data: { start: Date.parse('2026-11-16T10:00:00Z') },
  });
  expect(booked.ok()).toBe(true);

  // On the booked meeting's page, one click.
  const pages = new OrganizerMeetingPages(page);
  await pages.openScheduled(id);
  await page.getByRole('button', { name: 'Schedule Retro again' }).click();

  // The form holds the copy, from today (Sunday 15 November) for as long as the old window (5 days).
  const form = new OrganizerScheduleForm(page);
  await expect(form.form).toBeVisible();
  await expect(form.title).toHaveValue('Retro');
  await expect(form.email(1)).toHaveValue(/^ana-/);
  await expect(form.email(2)).toHaveValue(/^ben-/);
  const required = form.form.getByRole('checkbox', { name: 'Required' });
  await expect(required.nth(0)).toBeChecked();
  await expect(required.nth(1)).not.toBeChecked();
  await expect(form.form.getByRole('radio', { name: /^45/ })).toBeChecked();
  await form.submit.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meeting request sent');
  const copyId = new URL(page.url()).searchParams.get('meeting')!;
  expect(copyId).not.toBe(id);

  const headers = {
    authorization: `Bearer ${await browserAccessToken(page)}`,
    ...serverClockAt(AT.sundayLate),
  };
  const copy = await (await request.get(`/api/meetings/${copyId}`, { headers })).json();
  expect(copy).toMatchObject({
    title: 'Retro',
    durationMinutes: 45,
    status: 'collecting',
    organizerZone: 'Europe/London',
  });
  expect(copy.participants.map((p: { required: boolean }) => p.required)).toEqual([true, false]);
  expect(copy.windowStart).toBe('2026-11-15T00:00:00.000Z');
});

test('Choose a time offers Schedule again on an open request and once the meeting is booked', async ({
  page,
  request,
}) => {
  const auth = await signInOrganizerAt(page, AT.sundayLate);
  const { id } = await createMeeting(request, auth, AT.sundayLate, {
    title: 'Planning',
    durationMinutes: 30,
    windowStart: '2026-11-16T00:00:00Z',
    windowEnd: '2026-11-19T00:00:00Z',
    people: [{ name: 'Cai', required: false }, { name: 'Dee' }],
  });

  // While answers come in, the button sits beside the title.
  const pages = new OrganizerMeetingPages(page);
  await pages.openTimeSelection(id);
  const again = page.getByRole('button', { name: 'Schedule Planning again' });
  await expect(again).toBeVisible();

  const booked = await request.post(`/api/meetings/${id}/book`, {
    headers: { ...auth, ...serverClockAt(AT.sundayLate) },
    data: { start: Date.parse('2026-11-17T11:00:00Z') },
  });
  expect(booked.ok()).toBe(true);

  // Booked: Choose a time says so and offers the copy in that line; one click fills the form.
  await pages.openTimeSelection(id);
  await expect(page.getByRole('status').filter({ hasText: 'This meeting is scheduled.' })).toBeVisible();
  await expect(again).toHaveCount(1);
  await again.click();

  const form = new OrganizerScheduleForm(page);
  await expect(form.form).toBeVisible();
  await expect(
    page.getByText('A copy from today is in the form: check it and send it', { exact: true }),
  ).toBeVisible();
  await expect(form.title).toHaveValue('Planning');
  await expect(form.email(1)).toHaveValue(/^cai-/);
  await expect(form.email(2)).toHaveValue(/^dee-/);
  const required = form.form.getByRole('checkbox', { name: 'Required' });
  await expect(required.nth(0)).not.toBeChecked();
  await expect(required.nth(1)).toBeChecked();
  await expect(form.form.getByRole('radio', { name: /^30/ })).toBeChecked();
});
