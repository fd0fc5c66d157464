import { afterAll, beforeAll, describe, it } from 'vitest';
import { signedInUser } from '../auth/support/signed-in-user';
import { ownerAndStranger, testCredentialsKey } from '../connections/support';
import type { CalDavTestServer } from '../support/caldav-server';
import { calDavServers } from '../support/caldav-servers';
import { connectCalDav, holdsInCalendar } from './caldav-holds';
import { startTestApp, type TestApp } from '../support/test-app';
import { guestHoldsJourney, guestOrphanSweep } from './guest-holds-journey';

describe.each(calDavServers)('a signed-in guest’s holds on $name', ({ start }) => {
  let server: CalDavTestServer;
  let calendarUrl: string;
  let t: TestApp;
  let owner: Record<string, string>;
  let ana: Record<string, string>;

  beforeAll(async () => {
    server = await start();
    calendarUrl = await server.createCalendar('meetings', 'Meetings');
    t = await startTestApp({
      TEST_CLOCK_HEADER: 'true',
      CREDENTIALS_KEY: testCredentialsKey,
      OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
    });
    owner = (await ownerAndStranger(t)).owner.headers;
    // Only the guest connects the server: every hold in it is hers.
    ana = (await signedInUser(t, 'ana@example.com', 'Ana Guest')).headers;
    await connectCalDav(t, ana, server);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await server?.stop();
  });

  const calendar = () => holdsInCalendar(server, calendarUrl);

  it('writes, moves and removes her holds, busy for her other meetings only', async () => {
    await guestHoldsJourney(t, owner, ana, calendar);
  }, 120_000);

  it('sweeps her holds once her opt-in is gone', async () => {
    await guestOrphanSweep(t, owner, ana, calendar);
  }, 60_000);
});
