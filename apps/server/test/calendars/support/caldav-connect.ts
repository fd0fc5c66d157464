import { afterAll, beforeAll } from 'vitest';
import { connectCalDav } from '../../../src/features/calendars/caldav/caldav-adapter';
import { createGuardedFetch, type GuardedFetch } from '../../../src/features/calendars/ssrf/guarded-fetch';
import type { CalDavTestServer } from '../../support/caldav-server';
import { errorOf } from './google-adapter-setup';

/** The provider error's code a call fails with ('no error' when it succeeds). */
export const errorCode = async (promise: Promise<unknown>) => (await errorOf(promise)).code;

/**
 * Connects to a test CalDAV server as Overlap does, through the guarded fetch allowed only to loopback;
 * call it at the top of a test file (it opens the fetch before the file's tests and closes it after).
 */
export function calDavConnector() {
  let guardedFetch: GuardedFetch;
  beforeAll(() => {
    guardedFetch = createGuardedFetch({ allowList: { hosts: ['127.0.0.1'] }, timeoutMs: 10_000 });
  });
  afterAll(() => guardedFetch?.close());
  return (
    server: Pick<CalDavTestServer, 'url' | 'username' | 'password'>,
    overrides: Partial<Parameters<typeof connectCalDav>[0]> = {},
  ) =>
    connectCalDav({
      serverUrl: server.url,
      username: server.username,
      password: server.password,
      fetch: guardedFetch,
      userZone: 'Europe/London',
      userAddresses: ['ana@example.com'],
      ...overrides,
    });
}
