import { afterAll, beforeAll, describe, it } from 'vitest';
import type { CalDavTestServer } from '../support/caldav-server';
import { calDavServers } from '../support/caldav-servers';
import { connectCalDav, holdsInCalendar } from './caldav-holds';
import { startTestApp, type TestApp } from '../support/test-app';
import { ownerAndStranger, testCredentialsKey } from '../connections/support';
import { killedWrites } from './crashed-writes';
import { holdsJourney, orphanSweep } from './holds-journey';

const env = {
  TEST_CLOCK_HEADER: 'true',
  CREDENTIALS_KEY: testCredentialsKey,
  OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
};

describe.each(calDavServers)('holds on $name', ({ start }) => {
  let server: CalDavTestServer;
  let calendarUrl: string;
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof ownerAndStranger>>['owner'];

  beforeAll(async () => {
    server = await start();
    calendarUrl = await server.createCalendar('meetings', 'Meetings');
    t = await startTestApp(env);
    ({ owner } = await ownerAndStranger(t));
    await connectCalDav(t, owner.headers, server);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await server?.stop();
  });

  const calendar = () => holdsInCalendar(server, calendarUrl);

  it('writes, moves and removes the organizer’s holds', async () => {
    await holdsJourney(t, owner.headers, calendar);
  }, 120_000);

  it('sweeps holds a lost job left behind', async () => {
    await orphanSweep(t, owner.headers, calendar);
  }, 60_000);

  it('adopts or removes a hold written by an instance killed before it listed it', async () => {
    await killedWrites(t, env, owner.headers, calendar);
  }, 120_000);
});
