import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config/env';
import { createTestDatabase } from '../support/test-database';
import type { TestApp } from '../support/test-app';
import { icsEvent, ownerAndStranger, tableDump, tomorrowAt } from './support';

const oldKey = Buffer.alloc(32, 1).toString('base64');
const newKey = Buffer.alloc(32, 2).toString('base64');

let feedServer: Server;
let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  feedServer = createServer((_req, res) => {
    res
      .writeHead(200, { 'content-type': 'text/calendar' })
      .end(icsEvent('x@test', tomorrowAt(8), tomorrowAt(9)));
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
  await new Promise((resolve) => feedServer?.close(resolve));
});

/** The app on the shared database, with the given keys; closing it leaves the database open. */
async function appWith(env: Record<string, string>): Promise<TestApp> {
  const config = loadConfig({
    LOG_LEVEL: 'error',
    WEB_DIST_DIR: '/nonexistent-overlap-dist',
    OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
    ...env,
  });
  const app = await buildApp({ config, database });
  await app.ready();
  return { app, database, close: () => app.close() };
}

const keyIdOf = async (t: TestApp) =>
  (JSON.parse(await tableDump(t, 'calendar_connections')) as { credentials: string }[]).map(
    (row) => row.credentials.split(':')[0],
  );

it('re-encrypts every stored credential with the new key when the old one is listed', async () => {
  const first = await appWith({ CREDENTIALS_KEY: oldKey });
  const { owner } = await ownerAndStranger(first);
  const feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/secret.ics`;
  const res = await first.app.inject({
    method: 'POST',
    url: '/api/calendar-connections',
    headers: owner.headers,
    payload: { provider: 'ics', feedUrl },
  });
  expect(res.statusCode).toBe(201);
  const [before] = await keyIdOf(first);
  await first.close();

  const second = await appWith({ CREDENTIALS_KEY: newKey, CREDENTIALS_OLD_KEYS: oldKey });
  const [after] = await keyIdOf(second);
  expect(after).not.toBe(before);
  const preview = await second.app.inject({
    url: '/api/calendar-connections/busy-preview',
    headers: owner.headers,
  });
  expect(preview.json().calendars[0]).toMatchObject({ stale: false });
  expect(preview.json().calendars[0].busy).toHaveLength(1);
  await second.close();

  // Without the old key listed, the new one alone still opens everything: nothing was left behind.
  const third = await appWith({ CREDENTIALS_KEY: newKey });
  const list = await third.app.inject({ url: '/api/calendar-connections', headers: owner.headers });
  const [connection] = list.json();
  const refresh = await third.app.inject({
    method: 'POST',
    url: `/api/calendar-connections/${connection.id}/refresh`,
    headers: owner.headers,
  });
  expect(refresh.statusCode).toBe(200);
  await third.close();
});
