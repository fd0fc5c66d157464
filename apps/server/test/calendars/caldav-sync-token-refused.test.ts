import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CalDavProvider } from '../../src/features/calendars/caldav/caldav-adapter';

/**
 * A sync-collection endpoint that fails every request carrying a token in the way under test and answers
 * a token-less one with one object: any failure with a token must lead to one full read, never a loop.
 */
let failure: ((res: ServerResponse, req: IncomingMessage) => void) | null = null;
const seen: string[] = [];
let server: Server;
let calendarUrl: string;

const fullAnswer = `<?xml version="1.0" encoding="utf-8"?>
<d:multistatus xmlns:d="DAV:">
  <d:response><d:href>/cal/one.ics</d:href><d:propstat><d:prop><d:getetag>"1"</d:getetag></d:prop>
    <d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>
  <d:sync-token>http://example.com/sync/2</d:sync-token>
</d:multistatus>`;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const token = /<[^>]*sync-token>([^<]+)</.exec(body)?.[1] ?? '';
      seen.push(token);
      if (token && failure) return failure(res, req);
      res.writeHead(207, { 'content-type': 'application/xml; charset=utf-8' }).end(fullAnswer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  calendarUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/cal/`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const provider = () =>
  new CalDavProvider(
    { serverUrl: calendarUrl, accountType: 'caldav', rootUrl: calendarUrl, homeUrl: calendarUrl },
    { authorization: 'Basic eDp5' },
    { serverUrl: calendarUrl, username: 'x', password: 'y', fetch, userZone: 'UTC' },
  );

describe('a sync token the server will not take', () => {
  const refusals: [string, typeof failure][] = [
    [
      '403 valid-sync-token (RFC 6578)',
      (res) => res.writeHead(403).end('<d:error xmlns:d="DAV:"><d:valid-sync-token/></d:error>'),
    ],
    ['409', (res) => res.writeHead(409).end()],
    ['500 (Xandikos)', (res) => res.writeHead(500).end('Internal Server Error')],
    ['400', (res) => res.writeHead(400).end()],
    ['a dropped connection', (_res, req) => req.socket.destroy()],
  ];

  it.each(refusals)(
    'after %s, starts over once without a token and reads everything',
    async (_name, fail) => {
      failure = fail;
      seen.length = 0;
      const changes = await provider().changesSince(calendarUrl, 'http://example.com/sync/1');
      expect(seen).toEqual(['http://example.com/sync/1', '']);
      expect(changes).toEqual({
        changed: [{ url: `${calendarUrl}one.ics`, etag: '"1"' }],
        deleted: [],
        syncToken: 'http://example.com/sync/2',
        fullResync: true,
      });
    },
  );

  it('keeps an accepted token incremental', async () => {
    failure = null;
    seen.length = 0;
    const changes = await provider().changesSince(calendarUrl, 'http://example.com/sync/1');
    expect(seen).toEqual(['http://example.com/sync/1']);
    expect(changes.fullResync).toBe(false);
  });

  it('reports the failure when the full read fails too', async () => {
    failure = null;
    const broken = createServer((_req, res) => res.writeHead(500).end());
    await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(broken.address() as AddressInfo).port}/cal/`;
    try {
      const failing = new CalDavProvider(
        { serverUrl: url, accountType: 'caldav', rootUrl: url, homeUrl: url },
        {},
        { serverUrl: url, username: 'x', password: 'y', fetch, userZone: 'UTC' },
      );
      await expect(failing.changesSince(url, 'http://example.com/sync/1')).rejects.toMatchObject({
        code: 'provider-error',
      });
    } finally {
      await new Promise((resolve) => broken.close(resolve));
    }
  });
});
