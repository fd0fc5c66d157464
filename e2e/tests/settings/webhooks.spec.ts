import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { AT, createMeeting, signInOrganizerAt } from '../organizer/organizer-support';

test.describe.configure({ timeout: 120_000 });

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver on loopback (the e2e server allow-lists 127.0.0.1): answers 200, or the queued codes first. */
let server: Server;
let receiverUrl = '';
const received: Received[] = [];
const nextCodes: number[] = [];

test.beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const code = nextCodes.shift() ?? 200;
      response.writeHead(code, { 'content-type': 'text/plain' }).end(code === 200 ? 'thanks' : 'broken');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/overlap-events`;
});
test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** The recipe of docs/api.md, reduced to the signature check. */
function signatureMatches(secret: string, r: Received): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signed = `${r.headers['webhook-id']}.${r.headers['webhook-timestamp']}.${r.body}`;
  const expected = createHmac('sha256', key).update(signed).digest('base64');
  return String(r.headers['webhook-signature']).split(' ').includes(`v1,${expected}`);
}

const webhooksSection = (page: Page) => page.getByRole('region', { name: 'Webhooks' });

test.describe('Settings › Webhooks', () => {
  test.use({ viewport: { width: 1280, height: 900 }, locale: 'en-GB', timezoneId: 'Europe/London' });

  test('adds a webhook by keyboard, shows its secret, sends a signed test, logs a 500 and redelivers', async ({
    page,
  }) => {
    received.length = 0;
    await signInOrganizerAt(page, AT.sundayLate);
    await page.goto('/dashboard/settings');
    const section = webhooksSection(page);
    await expect(section.getByText(/No webhooks yet/)).toBeVisible({ timeout: 30_000 });

    await section.getByRole('button', { name: 'Add webhook' }).click();
    const url = section.getByLabel('Endpoint URL');
    await url.fill('http://169.254.169.254/latest/meta-data/');
    await section.getByRole('button', { name: 'Add webhook' }).click();
    await expect(section.getByText(/private, local or reserved network/).first()).toBeVisible();
    await expect(url).toHaveAttribute('aria-invalid', 'true');

    await url.fill(receiverUrl);
    await section.getByLabel('Description').fill('Team bot');
    // The form keeps working from the keyboard: Space ticks a box, Enter submits.
    await section.getByRole('checkbox', { name: /meeting\.cancelled/ }).focus();
    await page.keyboard.press('Space');
    await expect(section.getByRole('checkbox', { name: /meeting\.cancelled/ })).toBeChecked();
    await url.focus();
    await page.keyboard.press('Enter');

    const item = section.getByRole('listitem', { name: 'Webhook Team bot' });
    await expect(item).toBeVisible();
    await expect(item.getByRole('list', { name: 'Events' })).toHaveText(
      /meeting\.scheduled.*meeting\.cancelled/,
    );
    const secret = (await item.getByTestId('webhook-secret').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    await expect(item.getByText('Nothing sent yet')).toBeVisible();

    await item.getByRole('button', { name: 'Send test' }).click();
    const log = item.getByRole('region', { name: 'Delivery log' });
    const first = log.getByTestId('webhook-delivery').first();
    await expect(first).toContainText('webhook.test');
    await expect(first).toContainText('Delivered · 200', { timeout: 30_000 });
    // The list's own badge follows: the webhook's last delivery, beside the log's.
    await expect(item.getByText('Delivered · 200')).toHaveCount(2, { timeout: 30_000 });
    expect(received).toHaveLength(1);
    expect(signatureMatches(secret, received[0]!)).toBe(true);
    expect(JSON.parse(received[0]!.body)).toMatchObject({ type: 'webhook.test' });

    // The receiver fails once: the log says so with its code, and the retry comes later.
    nextCodes.push(500);
    await item.getByRole('button', { name: 'Send test' }).click();
    await expect(log.getByTestId('webhook-delivery').first()).toContainText('Retrying · 500', {
      timeout: 30_000,
    });
    await log.getByTestId('webhook-delivery').first().getByText('Attempts').click();
    await expect(log.getByText('#1', { exact: false }).first()).toContainText('HTTP 500');

    // Redeliver the first, delivered one: same message id, signed again.
    await log
      .getByTestId('webhook-delivery')
      .nth(1)
      .getByRole('button', { name: /^Redeliver/ })
      .click();
    await expect(log.getByTestId('webhook-delivery').nth(1)).toContainText('2 attempts', { timeout: 30_000 });
    const [original, repeat] = [received[0]!, received.at(-1)!];
    expect(repeat.headers['webhook-id']).toBe(original.headers['webhook-id']);
    expect(signatureMatches(secret, repeat)).toBe(true);

    // Turning off and deleting.
    await item.getByRole('button', { name: 'Turn off' }).click();
    await expect(item.getByText('Off', { exact: true })).toBeVisible();
    await item.getByRole('button', { name: 'Delete', exact: true }).click();
    await item.getByRole('button', { name: 'Delete webhook' }).click();
    await expect(section.getByText(/No webhooks yet/)).toBeVisible();
  });

  test('a webhook for one meeting receives that meeting’s cancellation, signed', async ({
    page,
    request,
  }) => {
    const auth = await signInOrganizerAt(page, AT.sundayLate);
    const meeting = await createMeeting(request, auth, AT.sundayLate, {
      title: 'Release review',
      windowStart: '2026-11-16T00:00:00Z',
      windowEnd: '2026-11-21T00:00:00Z',
      people: [{ name: 'Ana' }],
    });
    await page.goto('/dashboard/settings');
    const section = webhooksSection(page);
    await section.getByRole('button', { name: 'Add webhook' }).click();
    await section.getByLabel('Endpoint URL').fill(`${receiverUrl}?meeting=release`);
    await section.getByLabel('Meetings').selectOption({ label: 'Only “Release review”' });
    await section.getByRole('checkbox', { name: /meeting\.scheduled/ }).uncheck();
    await section.getByRole('checkbox', { name: /meeting\.cancelled/ }).check();
    await section.getByRole('button', { name: 'Add webhook' }).click();
    const item = section.getByTestId('webhook-item');
    await expect(item).toContainText('Only “Release review”');
    const secret = (await item.getByTestId('webhook-secret').textContent()) ?? '';

    const before = received.length;
    const cancelled = await request.post(`/api/meetings/${meeting.id}/cancel`, {
      headers: { ...auth, ...meeting.clock },
      data: { reason: 'Moved to next month' },
    });
    expect(cancelled.status()).toBe(200);
    // Opened again, the list shows the outcome of the delivery the cancellation caused.
    await page.reload();
    await expect(item.getByText('Delivered · 200')).toBeVisible({ timeout: 30_000 });
    const event = received.slice(before).find((r) => JSON.parse(r.body).type === 'meeting.cancelled');
    expect(event).toBeTruthy();
    expect(signatureMatches(secret, event!)).toBe(true);
    expect(JSON.parse(event!.body).data).toMatchObject({
      reason: 'Moved to next month',
      meeting: { id: meeting.id, title: 'Release review', status: 'cancelled' },
    });
  });
});

test.describe('Settings › Webhooks › rotating the secret', () => {
  test.use({ viewport: { width: 375, height: 800 }, locale: 'en-GB', timezoneId: 'Europe/London' });

  test('a new secret on a phone: the test sent next is signed by both the old and the new secret', async ({
    page,
  }) => {
    await signInOrganizerAt(page, AT.sundayLate);
    await page.goto('/dashboard/settings');
    const section = webhooksSection(page);
    await section.getByRole('button', { name: 'Add webhook' }).click();
    await section.getByLabel('Endpoint URL').fill(`${receiverUrl}?rotation`);
    await section.getByLabel('Description').fill('Rotating bot');
    await section.getByRole('button', { name: 'Add webhook' }).click();
    const item = section.getByRole('listitem', { name: 'Webhook Rotating bot' });
    const oldSecret = (await item.getByTestId('webhook-secret').textContent()) ?? '';
    expect(oldSecret).toMatch(/^whsec_/);

    await item.getByRole('button', { name: 'Rotate secret' }).click();
    const confirm = item.getByRole('group', { name: 'Confirm rotating the secret' });
    await expect(confirm).toContainText('For the next 24 hours every delivery carries two signatures');
    // Keeping it changes nothing.
    await confirm.getByRole('button', { name: 'Keep the current one' }).click();
    await expect(item.getByTestId('webhook-secret')).toHaveText(oldSecret);
    await item.getByRole('button', { name: 'Rotate secret' }).click();
    await item.getByRole('button', { name: 'Make a new secret' }).click();
    await expect(page.getByText('New signing secret made', { exact: true })).toBeVisible();
    await expect(item.getByTestId('webhook-secret')).not.toHaveText(oldSecret);
    const newSecret = (await item.getByTestId('webhook-secret').textContent()) ?? '';
    expect(newSecret).toMatch(/^whsec_/);
    await expect(item.getByText(/^The previous secret also signs every delivery until /)).toBeVisible();

    // Read back after a reload: the server keeps the new secret and the grace period.
    await page.reload();
    const again = webhooksSection(page).getByRole('listitem', { name: 'Webhook Rotating bot' });
    await expect(again.getByText(/^The previous secret also signs every delivery until /)).toBeVisible({
      timeout: 30_000,
    });
    await again.getByRole('button', { name: 'Show secret' }).click();
    await expect(again.getByTestId('webhook-secret')).toHaveText(newSecret);

    const before = received.length;
    await again.getByRole('button', { name: 'Send test' }).click();
    await expect(again.getByTestId('webhook-delivery').first()).toContainText('Delivered · 200', {
      timeout: 30_000,
    });
    const delivered = received.slice(before).find((r) => JSON.parse(r.body).type === 'webhook.test')!;
    expect(String(delivered.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(signatureMatches(newSecret, delivered)).toBe(true);
    expect(signatureMatches(oldSecret, delivered)).toBe(true);
    await page.screenshot({ path: '/work/shots/webhooks/rotated-375-light.png', fullPage: true });
  });
});

/** Every view the screenshots show: two widths, each light and dark. */
const VIEWS = [1280, 375].flatMap((width) =>
  (['light', 'dark'] as const).map((scheme) => ({ width, height: width > 600 ? 900 : 800, scheme })),
);

/** Shows the page in each view in turn and calls `shoot` with that view's file-name suffix. */
async function inEveryView(page: Page, shoot: (view: string) => Promise<unknown>) {
  for (const { width, height, scheme } of VIEWS) {
    await page.setViewportSize({ width, height });
    await page.emulateMedia({ colorScheme: scheme });
    await shoot(`${width}-${scheme}`);
  }
}

test.describe('screenshots', () => {
  test.use({ viewport: { width: 1280, height: 900 }, locale: 'en-GB', timezoneId: 'Europe/London' });
  // One organizer's section, photographed at each step in every view: the steps do not depend on the view.
  // Transitions are finished at once (animations: 'disabled'), so a picture shows the scheme, not the change.
  test('the Webhooks section at 1280 and 375 px, light and dark', async ({ page }) => {
    await signInOrganizerAt(page, AT.sundayLate);
    await page.goto('/dashboard/settings');
    const section = webhooksSection(page);
    await expect(section.getByText(/No webhooks yet/)).toBeVisible({ timeout: 30_000 });
    await inEveryView(page, (view) =>
      section.screenshot({ path: `/work/shots/webhooks/empty-${view}.png`, animations: 'disabled' }),
    );
    await page.setViewportSize(VIEWS[0]!);
    await section.getByRole('button', { name: 'Add webhook' }).click();
    await section.getByLabel('Endpoint URL').fill('https://10.0.0.7/hook');
    await section.getByRole('button', { name: 'Add webhook' }).click();
    await expect(section.getByText(/private, local or reserved network/).first()).toBeVisible();
    await inEveryView(page, (view) =>
      section.screenshot({ path: `/work/shots/webhooks/form-error-${view}.png`, animations: 'disabled' }),
    );
    await page.setViewportSize(VIEWS[0]!);
    await section.getByLabel('Endpoint URL').fill(receiverUrl);
    await section.getByLabel('Description').fill('CRM sync');
    await section.getByRole('button', { name: 'Add webhook' }).click();
    const item = section.getByRole('listitem', { name: 'Webhook CRM sync' });
    await item.getByRole('button', { name: 'Send test' }).click();
    await expect(item.getByTestId('webhook-delivery').first()).toContainText('Delivered · 200', {
      timeout: 30_000,
    });
    await expect(item.getByText('Delivered · 200')).toHaveCount(2, { timeout: 30_000 });
    await item.getByText('Attempts').first().click();
    await inEveryView(page, async (view) => {
      await section.screenshot({ path: `/work/shots/webhooks/list-log-${view}.png`, animations: 'disabled' });
      await page.screenshot({
        path: `/work/shots/webhooks/settings-page-${view}.png`,
        fullPage: true,
        animations: 'disabled',
      });
    });
  });
});
