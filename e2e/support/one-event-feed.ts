import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface OneEventFeed {
  /** The feed's secret address; it answers 404 until `busy` is set. */
  url: string;
  /** The one busy event in the feed, set once the test knows its times. */
  busy: { start: number; end: number } | null;
  close(): Promise<void>;
}

const icsStamp = (ms: number) => `${new Date(ms).toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

/** An ICS feed with one event, served at `secretPath` on a loopback port (the e2e server may reach 127.0.0.1). */
export async function serveOneEventFeed(
  secretPath: string,
  event: { uid: string; summary: string },
): Promise<OneEventFeed> {
  const server = createServer((req, res) => {
    const busy = feed.busy;
    if (req.url !== secretPath || !busy) return void res.writeHead(404).end();
    res
      .writeHead(200, { 'content-type': 'text/calendar' })
      .end(
        [
          'BEGIN:VCALENDAR',
          'VERSION:2.0',
          'PRODID:-//Overlap e2e//EN',
          'BEGIN:VEVENT',
          `UID:${event.uid}`,
          'DTSTAMP:20260101T000000Z',
          `DTSTART:${icsStamp(busy.start)}`,
          `DTEND:${icsStamp(busy.end)}`,
          `SUMMARY:${event.summary}`,
          'END:VEVENT',
          'END:VCALENDAR',
          '',
        ].join('\r\n'),
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const feed: OneEventFeed = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${secretPath}`,
    busy: null,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return feed;
}
