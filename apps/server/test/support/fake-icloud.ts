import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * `caldav.icloud.com` as Apple's CalDAV clients meet it: `/.well-known/caldav` redirects to `/`, the root
 * names the account's principal (`/<dsid>/principal/`, after checking the Apple ID and app-specific
 * password), and the principal's calendar-home-set is an absolute URL on another host (iCloud's
 * `pNN-caldav.icloud.com` partition), here a real CalDAV server holding the calendars.
 */
export interface FakeICloud {
  url: string;
  dsid: string;
  requests: { method: string; path: string }[];
  close(): Promise<void>;
}

const multistatus = (href: string, prop: string) => `<?xml version="1.0" encoding="UTF-8"?>
<multistatus xmlns="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
  <response><href>${href}</href><propstat><prop>${prop}</prop><status>HTTP/1.1 200 OK</status></propstat></response>
</multistatus>`;

export async function startFakeICloud(options: {
  appleId: string;
  appPassword: string;
  /** The partition host's calendar home for this account (absolute URL). */
  calendarHomeUrl: string;
}): Promise<FakeICloud> {
  const dsid = '10234567890';
  const principal = `/${dsid}/principal/`;
  const expected = `Basic ${Buffer.from(`${options.appleId}:${options.appPassword}`).toString('base64')}`;
  const requests: FakeICloud['requests'] = [];
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      requests.push({ method: req.method ?? 'GET', path });
      if (path === '/.well-known/caldav') {
        res.writeHead(301, { location: '/' }).end();
        return;
      }
      if (req.headers.authorization !== expected) {
        res.writeHead(401, { 'www-authenticate': 'Basic realm="iCloud"' }).end();
        return;
      }
      const xml = { 'content-type': 'text/xml; charset=UTF-8' };
      if (req.method === 'PROPFIND' && path === '/') {
        res
          .writeHead(207, xml)
          .end(
            multistatus('/', `<current-user-principal><href>${principal}</href></current-user-principal>`),
          );
        return;
      }
      if (req.method === 'PROPFIND' && path === principal) {
        res
          .writeHead(207, xml)
          .end(
            multistatus(
              principal,
              `<C:calendar-home-set><href>${options.calendarHomeUrl}</href></C:calendar-home-set>`,
            ),
          );
        return;
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    dsid,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
