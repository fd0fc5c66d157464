import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { meetingRequest, tokenOf, workdayFromNow } from '../meetings/meeting-fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { icsEvent, ownerAndStranger, testCredentialsKey } from './support';

const day = workdayFromNow(3);
const at = (hour: number) => day + hour * 3600_000;

let feedServer: Server;
let t: TestApp;

beforeAll(async () => {
  feedServer = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/calendar' });
    res.end(icsEvent('one-to-one@test', new Date(at(10)), new Date(at(11)), 'One-to-one'));
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  t = await startTestApp({ CREDENTIALS_KEY: testCredentialsKey, OUTBOUND_ALLOW_HOSTS: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => feedServer?.close(resolve));
});

it('ranks meetings around the organizer’s busy time from calendars that check for conflicts', async () => {
  const { owner } = await ownerAndStranger(t);
  const feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/feed.ics`;
  const connected = await t.app.inject({
    method: 'POST',
    url: '/api/calendar-connections',
    headers: owner.headers,
    payload: { provider: 'ics', feedUrl },
  });
  expect(connected.statusCode).toBe(201);

  const meeting = (
    await t.app.inject({
      method: 'POST',
      url: '/api/meetings',
      headers: owner.headers,
      payload: meetingRequest({ participants: [{ email: 'ana@example.com', name: 'Ana', required: true }] }),
    })
  ).json();
  const ana = tokenOf(meeting.participants[0].link);
  await t.app.inject({
    method: 'PUT',
    url: `/api/participant/availability?token=${ana}`,
    payload: { timeZone: 'UTC', painted: true, available: [{ start: at(10), end: at(12) }] },
  });

  const best = async () =>
    (await t.app.inject({ url: `/api/meetings/${meeting.id}/suggestions`, headers: owner.headers })).json()
      .ranking.slots[0].start;
  // Ana is free 10:00–12:00; the organizer's feed holds 10:00–11:00, so the best time moves to 11:00.
  expect(await best()).toBe(at(11));

  const calendarId = connected.json().calendars[0].id;
  await t.app.inject({
    method: 'PATCH',
    url: `/api/connected-calendars/${calendarId}`,
    headers: owner.headers,
    payload: { checkConflicts: false },
  });
  expect(await best()).toBe(at(10));
});
