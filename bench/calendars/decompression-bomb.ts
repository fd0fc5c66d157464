/**
 * A 400 KB gzip ICS feed that inflates to about 400 MB, read through the ICS feed adapter and the
 * guarded fetch as a connection would read it. Prints the outcome, the time taken, the peak growth of
 * the process's resident memory while reading, and the growth left after a garbage collection.
 * Run: npx tsx --expose-gc bench/calendars/decompression-bomb.ts
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import { IcsFeedProvider } from '../../apps/server/src/features/calendars/ics-feed/ics-feed-adapter';
import { createGuardedFetch } from '../../apps/server/src/features/calendars/ssrf/guarded-fetch';

const megabyte = 1024 * 1024;
const collect = (globalThis as { gc?: () => void }).gc ?? (() => undefined);

/** Calendar-looking text of about `inflatedBytes`, gzip-compressed (about 1,000 : 1) a chunk at a time. */
async function makeBomb(inflatedBytes: number): Promise<Buffer> {
  const gzip = zlib.createGzip({ level: 9 });
  const parts: Buffer[] = [];
  gzip.on('data', (chunk: Buffer) => parts.push(chunk));
  const done = new Promise((resolve) => gzip.on('end', resolve));
  const chunk = Buffer.alloc(4 * megabyte, 'a');
  gzip.write('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nX-FILL:');
  for (let written = 0; written < inflatedBytes; written += chunk.length) {
    if (!gzip.write(chunk)) await new Promise((resolve) => gzip.once('drain', resolve));
  }
  gzip.end('\r\nEND:VCALENDAR\r\n');
  await done;
  return Buffer.concat(parts);
}

async function main() {
  const inflatedBytes = 400 * megabyte;
  const bomb = await makeBomb(inflatedBytes);
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/calendar', 'content-encoding': 'gzip' }).end(bomb);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.ics`;
  const guardedFetch = createGuardedFetch({ allowList: { hosts: ['127.0.0.1'] }, timeoutMs: 120_000 });
  const provider = new IcsFeedProvider({ feedUrl: url, fetch: guardedFetch, userZone: 'UTC' });

  collect();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const started = performance.now();
  let outcome: string;
  try {
    await provider.refresh();
    outcome = 'read whole';
  } catch (error) {
    outcome = `refused: ${(error as Error).message}`;
  }
  const elapsed = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  collect();
  await new Promise((resolve) => setTimeout(resolve, 100));
  collect();
  const after = process.memoryUsage().rss;

  console.log(
    `bomb: ${(bomb.length / 1024).toFixed(0)} KB gzip, ${(inflatedBytes / megabyte).toFixed(0)} MB inflated`,
  );
  console.log(`outcome: ${outcome}`);
  console.log(`time: ${(elapsed / 1000).toFixed(2)} s`);
  console.log(`peak RSS growth while reading: ${((peak - before) / megabyte).toFixed(0)} MB`);
  console.log(`RSS growth after collection: ${((after - before) / megabyte).toFixed(0)} MB`);
  guardedFetch.close();
  server.close();
}

await main();
