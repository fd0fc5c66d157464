import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { postMeetingRequest } from '../../support/post-meeting-request';
import { signUpByApi } from '../../support/sign-up-by-api';
import { pinClocks, serverClockAt } from '../../support/test-clock';
import { signInOrganizerAt } from '../organizer/organizer-support';
import { LOOKS, lookAt, mailTo, sidewaysOverflow, snap } from '../participant/participant-support';

const port = Number(process.env.E2E_PORT ?? 3210);
// Late evening UTC on New Year's Eve; the window is the first working week of 2027 in Berlin.
const NOW = '2026-12-31T22:30:00Z';
const FRENCH_HEADING = 'Partagez vos disponibilités';
const BERLIN_FIRST_WEEK = {
  windowStart: '2027-01-03T23:00:00.000Z',
  windowEnd: '2027-01-08T23:00:00.000Z',
  organizerZone: 'Europe/Berlin',
};

/** Olga signs up through the API under a new address; her headers pin the server's clock to NOW. */
async function olgaSignsUp(request: APIRequestContext, emailPrefix: string) {
  const suffix = randomBytes(4).toString('hex');
  const token = await signUpByApi(request, `http://127.0.0.1:${port}`, {
    name: 'Olga Organizer',
    email: `${emailPrefix}-${suffix}@example.com`,
  });
  return { suffix, headers: { authorization: `Bearer ${token}`, ...serverClockAt(NOW) } };
}

test.describe('a German browser', () => {
  test.use({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });

  test('a guest whose organizer picked German gets the invitation in German, and its link opens', async ({
    page,
    request,
  }) => {
    const { suffix, headers } = await olgaSignsUp(request, 'olga');
    const guest = `jonas-${suffix}@example.com`;
    const title = `Jahresplanung ${suffix}`;
    const created = await postMeetingRequest(request, headers, {
      title,
      durationMinutes: 90,
      participants: [{ email: guest, name: 'Jonas', required: true, locale: 'de' }],
      ...BERLIN_FIRST_WEEK,
      deadline: '2027-01-06T16:00:00.000Z',
    });
    expect(created.status()).toBe(201);

    let invitation: { subject: string; text: string } | undefined;
    // The job queue delivers e-mails in the background; under load that takes a while.
    await expect
      .poll(
        async () => {
          invitation = (await mailTo(request, guest)).find((m) => m.text.includes(title));
          return Boolean(invitation);
        },
        { timeout: 60_000, intervals: [500] },
      )
      .toBe(true);
    expect(invitation!.subject).toBe(`Olga Organizer lädt Sie zur Terminfindung ein: ${title}`);
    expect(invitation!.text).toContain('Hallo Jonas,');
    // German weekdays and months, a 24-hour clock, in the Berlin zone.
    expect(invitation!.text).toContain(
      'zwischen Montag, 4. Januar und Freitag, 8. Januar 2027, Berlin (GMT+1)',
    );
    expect(invitation!.text).toContain(
      'Bitte antworten Sie bis Mittwoch, 6. Januar 2027, 17:00, Berlin (GMT+1).',
    );
    expect(invitation!.text).toContain('(90 Minuten)');
    expect(invitation!.text).not.toMatch(/\b(Monday|Friday|January|Please)\b/);

    const link = invitation!.text.match(/https?:\/\/\S+\/participant\/availability\?token=\S+/)?.[0];
    expect(link).toBeTruthy();
    await pinClocks(page, NOW);
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await expect(page.getByText(title).first()).toBeVisible();
  });
});

test.describe('an English browser', () => {
  test.use({ locale: 'en-GB', timezoneId: 'Europe/London' });

  test('a guest whose organizer picked French reads their page in French, from its first paint', async ({
    page,
    request,
  }) => {
    const { suffix, headers } = await olgaSignsUp(request, 'olga-fr');
    const created = await postMeetingRequest(request, headers, {
      title: `Planification ${suffix}`,
      durationMinutes: 60,
      participants: [
        { email: `camille-${suffix}@example.com`, name: 'Camille', required: true, locale: 'fr' },
      ],
      ...BERLIN_FIRST_WEEK,
    });
    expect(created.status()).toBe(201);
    const link = new URL((await created.json()).participants[0].link as string);
    const first = await request.get(link.pathname + link.search, { headers: { 'accept-language': 'en-GB' } });
    expect(first.headers()['content-language']).toBe('fr');
    expect(await first.text()).toContain('Camille');
    await pinClocks(page, NOW);
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FRENCH_HEADING);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FRENCH_HEADING);
  });

  test('Settings → Language stores the language, switches the app to it, and keeps it after a reload', async ({
    page,
  }, testInfo) => {
    testInfo.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInOrganizerAt(page, NOW);
    await page.goto('/dashboard/settings');
    const field = page.getByLabel('Language', { exact: true });
    await expect(field).toBeEnabled({ timeout: 30_000 });
    for (const look of LOOKS) {
      await lookAt(page, look);
      await snap(page, testInfo, `settings-language-en-${look.width}-${look.scheme}.png`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await field.selectOption('de');
    await page.getByRole('button', { name: 'Save settings' }).click();
    const german = page.getByLabel('Sprache', { exact: true });
    await expect(german).toHaveValue('de', { timeout: 30_000 });
    await page.reload();
    await expect(page.getByLabel('Sprache', { exact: true })).toHaveValue('de', { timeout: 30_000 });
    for (const look of LOOKS) {
      await lookAt(page, look);
      expect(await sidewaysOverflow(page)).toBe(0);
      await snap(page, testInfo, `settings-language-de-${look.width}-${look.scheme}.png`);
    }
  });
});
