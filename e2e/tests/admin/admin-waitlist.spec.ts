import { expect, test } from '@playwright/test';
import { signInAsAdmin } from '../../pages/admin-email-pages';
import { newPerson, SignInPages } from '../../pages/sign-in-pages';

const port = Number(process.env.E2E_PORT ?? 3210);
const mailApi = `http://127.0.0.1:${port + 2}`;

test.use({ viewport: { width: 1280, height: 800 } });

test('an admin invites someone from Admin → Waitlist, who signs up through the e-mailed link', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const landing = await browser.newPage();
  const invitee = newPerson('invited');
  await landing.goto('/');
  // This server runs with SIGN_UP=open: the page says so once the configuration has arrived.
  await expect(landing.getByText('Pre-launch beta · open to everyone')).toBeVisible();
  await landing.getByLabel('Email address').fill(invitee.email);
  await landing.getByRole('form', { name: 'Join the waitlist' }).getByRole('button').click();
  await expect(
    landing
      .locator('[data-variant]')
      .filter({ visible: true })
      .getByText('Sign-up is already open', { exact: false }),
  ).toBeVisible();

  await signInAsAdmin(page);
  await page.goto('/admin/waitlist');
  await expect(page.getByRole('heading', { name: 'Waitlist', level: 1 })).toBeVisible();
  await expect(page.getByText('Sign-up on this server is open (SIGN_UP=open)')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: invitee.email });
  await expect(row).toContainText('Not invited yet');
  await row.getByRole('button', { name: `Invite ${invitee.email}` }).click();
  await expect(page.getByText(`Invitation sent to ${invitee.email}`, { exact: true })).toBeVisible();
  await expect(row).toContainText('Invited on');

  const readMail = async () =>
    (
      (await (await fetch(`${mailApi}/messages?to=${encodeURIComponent(invitee.email)}`)).json()) as {
        subject: string;
        text: string;
      }[]
    ).at(-1);
  await expect
    .poll(async () => (await readMail())?.subject ?? '', { timeout: 30_000 })
    .toContain('invited you to Overlap');
  const link = (await readMail())!.text.match(/http\S+invitation=[A-Za-z0-9_-]+/)![0];

  await landing.goto(link);
  await expect(landing.getByText('You have an invitation to this server')).toBeVisible();
  await landing.getByRole('main').getByRole('button', { name: 'Get Started for Free' }).click();
  await new SignInPages(landing).signUp(invitee);
  await expect(landing).toHaveURL(/\/dashboard\/schedule$/);

  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: invitee.email })).toContainText('Signed up on');
  await page.goto('/admin/audit-log');
  await expect(
    page.getByRole('row').filter({ hasText: invitee.email }).getByText('Sent a sign-up invitation'),
  ).toBeVisible();
  await landing.close();
});

test('Pricing and Privacy read this server’s configuration', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByText('Up to 200 people in one meeting request.')).toBeVisible();
  await expect(page.getByText('Anyone can create an account.')).toBeVisible();
  await page.goto('/privacy');
  await expect(
    page.getByText('then 30 days after the meeting is booked or cancelled', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText('is run by the operator of this server', { exact: false })).toBeVisible();
});
