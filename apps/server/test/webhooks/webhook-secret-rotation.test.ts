import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config/env';
import { signedInUser } from '../auth/support/signed-in-user';
import type { TestApp } from '../support/test-app';
import { createTestDatabase } from '../support/test-database';

const oldKey = Buffer.alloc(32, 3).toString('base64');
const newKey = Buffer.alloc(32, 4).toString('base64');

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

/** The app on the shared database with the given keys; closing it leaves the database open. */
async function appWith(env: Record<string, string>): Promise<TestApp> {
  const config = loadConfig({ LOG_LEVEL: 'error', WEB_DIST_DIR: '/nonexistent-overlap-dist', ...env });
  const app = await buildApp({ config, database });
  await app.ready();
  return { app, database, close: () => app.close() };
}

const keyIds = async () => {
  const result = (await database.db.execute(
    `select secret_sealed, previous_secret_sealed from webhooks`,
  )) as unknown as {
    rows: { secret_sealed: string; previous_secret_sealed: string | null }[];
  };
  return result.rows.flatMap((row) => [
    row.secret_sealed.split(':')[0],
    row.previous_secret_sealed?.split(':')[0],
  ]);
};

it('re-seals webhook secrets with the new key when the old one is listed, and the secret stays the same', async () => {
  const first = await appWith({ CREDENTIALS_KEY: oldKey });
  await signedInUser(first, 'admin@example.com');
  const owner = await signedInUser(first, 'olga@example.com');
  const created = await first.app.inject({
    method: 'POST',
    url: '/api/webhooks',
    headers: owner.headers,
    payload: { url: 'https://93.184.215.14/hook', events: ['meeting.created'] },
  });
  expect(created.statusCode, created.body).toBe(201);
  const { id } = created.json() as { id: string };
  // A rotated-out secret still in its grace period moves to the new key too.
  const rotated = await first.app.inject({
    method: 'POST',
    url: `/api/webhooks/${id}/secret/rotate`,
    headers: owner.headers,
    payload: {},
  });
  expect(rotated.statusCode, rotated.body).toBe(200);
  const { secret } = rotated.json() as { secret: string };
  const before = await keyIds();
  expect(before).toHaveLength(2);
  expect(before[1]).toBe(before[0]);
  await first.close();

  const second = await appWith({ CREDENTIALS_KEY: newKey, CREDENTIALS_OLD_KEYS: oldKey });
  const after = await keyIds();
  expect(after[0]).not.toBe(before[0]);
  expect(after[1]).toBe(after[0]);
  await second.close();

  // The new key alone opens it: nothing was left on the old one.
  const third = await appWith({ CREDENTIALS_KEY: newKey });
  const revealed = await third.app.inject({ url: `/api/webhooks/${id}/secret`, headers: owner.headers });
  expect(revealed.json()).toEqual({ secret });
  await third.close();
}, 60_000);
