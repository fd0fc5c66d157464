import { expect, test } from '@playwright/test';
import { expectAccessibleAtEveryView } from '../../support/axe';
import { serverClockAt } from '../../support/test-clock';
import { signInOrganizerAt } from '../organizer/organizer-support';

// Sunday 15 November 2026, 21:30 UTC; the browser is in London (on UTC), with a 24-hour clock.
const NOW = '2026-11-15T21:30:00Z';
const KEY_SHAPE = /^ovl_live_[a-z2-9]{8}_[A-Za-z0-9_-]{43}$/;

test.describe.configure({ timeout: 120_000 });
test.use({
  viewport: { width: 1280, height: 900 },
  locale: 'en-GB',
  timezoneId: 'Europe/London',
  permissions: ['clipboard-read', 'clipboard-write'],
});

test('Settings → API keys: create, the key shown once, use it, revoke it', async ({ page, request }) => {
  await signInOrganizerAt(page, NOW);
  await page.goto('/dashboard/settings');
  const section = page.getByRole('region', { name: 'API keys' });
  await expect(section.getByText('No API keys yet.')).toBeVisible({ timeout: 30_000 });
  await expect(section.getByRole('link', { name: 'API reference' })).toHaveAttribute('href', '/api/docs');

  // The dialog, by keyboard: a name is required, then a read-only key.
  await section.getByRole('button', { name: 'Create API key' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Create key' }).click();
  await expect(dialog.getByText('Give the key a name, such as the script that will use it')).toBeVisible();
  await dialog.getByLabel('Name').fill('Nightly sync');
  await dialog.getByRole('checkbox', { name: /meetings:write/ }).uncheck();
  await dialog.getByRole('button', { name: 'Create key' }).click();

  const shown = page.getByRole('dialog', { name: 'Copy your new API key' });
  await expect(shown).toBeVisible({ timeout: 30_000 });
  await expect(shown).toContainText('You won’t see it again.');
  const key = await shown.getByRole('textbox', { name: 'Nightly sync' }).inputValue();
  expect(key).toMatch(KEY_SHAPE);
  await shown.getByRole('button', { name: 'Copy key' }).click();
  await expect(shown.getByRole('status')).toHaveText('The key is on your clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await expectAccessibleAtEveryView(page, 'api-key-shown-once', async () => {
    await expect(shown).toBeVisible();
  });

  // The key works on /api/v1 within its scope, and only there.
  const withKey = { authorization: `Bearer ${key}`, ...serverClockAt(NOW) };
  const me = await request.get('/api/v1/me', { headers: withKey });
  expect(me.status()).toBe(200);
  const create = await request.post('/api/v1/meetings', { headers: withKey, data: {} });
  expect(create.status()).toBe(403);
  expect((await create.json()).code).toBe('api_key_scope_missing');

  // Closed, the secret is gone from the page; the list shows what identifies it.
  await page.setViewportSize({ width: 1280, height: 900 });
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();
  await expect(section.getByRole('button', { name: 'Create API key' })).toBeFocused();
  expect(await page.content()).not.toContain(key);
  await page.reload();
  const item = section.getByRole('listitem').filter({ hasText: 'Nightly sync' });
  await expect(item).toBeVisible({ timeout: 30_000 });
  await expect(item).toContainText(`${key.slice(0, 'ovl_live_'.length + 8)}…`);
  await expect(item).toContainText('meetings:read');
  await expect(item).not.toContainText('meetings:write');
  await expect(item).toContainText('Created Sun, 15 Nov 2026, 21:30 · Last used Sun, 15 Nov 2026, 21:30');
  expect(await page.content()).not.toContain(key);
  await expectAccessibleAtEveryView(page, 'api-keys-list', async () => {
    await expect(item).toBeVisible();
  });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Revoking asks first; "Keep it" keeps it.
  await item.getByRole('button', { name: 'Revoke Nightly sync' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke Nightly sync?' });
  await expect(confirm).toContainText('stops working at once');
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(confirm).toBeHidden();
  expect((await request.get('/api/v1/me', { headers: withKey })).status()).toBe(200);

  await item.getByRole('button', { name: 'Revoke Nightly sync' }).click();
  await confirm.getByRole('button', { name: 'Revoke key' }).click();
  await expect(page.getByText('API key revoked', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(section.getByText('No API keys yet.')).toBeVisible();
  const revoked = await request.get('/api/v1/me', { headers: withKey });
  expect(revoked.status()).toBe(401);
  expect((await revoked.json()).code).toBe('api_key_invalid');
});

test('the API reference page runs without a script and lists the operations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') violations.push(message.text());
  });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { level: 1, name: /Overlap API/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'POST /api/v1/meetings', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: '/api/openapi.json' })).toBeVisible();
  expect(violations).toEqual([]);
  await expectAccessibleAtEveryView(page, 'api-reference', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
