import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectCalDav } from '../../src/features/calendars/caldav/caldav-adapter';
import { isProviderError } from '../../src/features/calendars/provider-error';
import { createGuardedFetch, type GuardedFetch } from '../../src/features/calendars/ssrf/guarded-fetch';
import type { CalDavTestServer } from '../support/caldav-server';
import { startRadicale } from '../support/radicale';

async function errorCode(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (isProviderError(error)) return error.code;
    throw error;
  }
  return 'no error';
}

let guardedFetch: GuardedFetch;
beforeAll(() => {
  guardedFetch = createGuardedFetch({ allowList: { hosts: ['127.0.0.1'] }, timeoutMs: 10_000 });
});
afterAll(() => guardedFetch?.close());

const connectTo = (server: CalDavTestServer, overrides: Partial<Parameters<typeof connectCalDav>[0]> = {}) =>
  connectCalDav({
    serverUrl: server.url,
    username: server.username,
    password: server.password,
    fetch: guardedFetch,
    userZone: 'Europe/London',
    userAddresses: ['ana@example.com'],
    ...overrides,
  });

describe('connecting to what is not a working CalDAV account', () => {
  it('reports a wrong password (Radicale checks it)', async () => {
    const radicale = await startRadicale();
    try {
      expect(await errorCode(connectTo(radicale, { password: 'wrong' }))).toBe('wrong-credentials');
    } finally {
      await radicale.stop();
    }
  });

  it('reports a server that is not CalDAV', async () => {
    const plain: Server = createServer((_req, res) => res.writeHead(404).end('no'));
    await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
    const port = (plain.address() as AddressInfo).port;
    try {
      expect(
        await errorCode(
          connectCalDav({
            serverUrl: `http://127.0.0.1:${port}/`,
            username: 'ana',
            password: 'x',
            fetch: guardedFetch,
            userZone: 'UTC',
          }),
        ),
      ).toBe('not-caldav');
    } finally {
      await new Promise((resolve) => plain.close(resolve));
    }
  });

  it('reports an unreachable server', async () => {
    expect(
      await errorCode(
        connectCalDav({
          serverUrl: 'http://127.0.0.1:9/',
          username: 'ana',
          password: 'x',
          fetch: guardedFetch,
          userZone: 'UTC',
        }),
      ),
    ).toBe('unreachable');
  });
});
