import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerRequest } from '../../src/features/calendars/http/provider-http';
import { isProviderError } from '../../src/features/calendars/provider-error';
import { createGuardedFetch, type GuardedFetch } from '../../src/features/calendars/ssrf/guarded-fetch';

const oneMegabyte = 1024 * 1024;
// 8 MB of calendar-looking text that compresses to a few kilobytes.
const inflated = Buffer.from(
  `BEGIN:VCALENDAR\r\n${'X-FILL:aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\r\n'.repeat(160_000)}`,
);
const bombs = {
  gzip: zlib.gzipSync(inflated),
  deflate: zlib.deflateSync(inflated),
  br: zlib.brotliCompressSync(inflated),
};
const small = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n';

let server: Server;
let base: string;
const fetchers: GuardedFetch[] = [];

function guard(maxResponseBytes?: number): GuardedFetch {
  const fetcher = createGuardedFetch({
    allowList: { hosts: ['127.0.0.1'] },
    timeoutMs: 5_000,
    maxResponseBytes,
  });
  fetchers.push(fetcher);
  return fetcher;
}

async function failureCode(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    if (isProviderError(error)) return error.code;
    throw error;
  }
  return 'read';
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const [, kind, encoding] = req.url?.split('/') ?? [];
    if (kind === 'bomb') {
      const body = bombs[encoding as keyof typeof bombs];
      res.writeHead(200, { 'content-type': 'text/calendar', 'content-encoding': encoding });
      res.end(body);
    } else if (kind === 'small') {
      res.writeHead(200, { 'content-type': 'text/calendar', 'content-encoding': 'gzip' });
      res.end(zlib.gzipSync(small));
    } else if (kind === 'empty') {
      res.writeHead(200, { 'content-type': 'text/calendar', 'content-encoding': 'gzip' }).end();
    } else if (kind === 'plain-large') {
      res.writeHead(200, { 'content-type': 'text/calendar' }).end(inflated);
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  fetchers.forEach((fetcher) => fetcher.close());
  await new Promise((resolve) => server.close(resolve));
});

describe('the guarded fetch caps the decoded body as it streams', () => {
  it.each(Object.keys(bombs))('refuses a %s answer that inflates past the cap', async (encoding) => {
    const fetcher = guard(oneMegabyte);
    expect(bombs[encoding as keyof typeof bombs].length).toBeLessThan(oneMegabyte / 10);
    expect(await failureCode(() => fetcher(`${base}/bomb/${encoding}`))).toBe('too-large');
  });

  it('refuses an uncompressed answer past the cap', async () => {
    expect(await failureCode(() => guard(oneMegabyte)(`${base}/plain-large`))).toBe('too-large');
  });

  it('still reads compressed answers under the cap, and empty ones', async () => {
    const fetcher = guard(oneMegabyte);
    const response = await fetcher(`${base}/small`);
    expect(await response.text()).toBe(small);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await (await fetcher(`${base}/empty`)).text()).toBe('');
    expect(await (await guard()(`${base}/bomb/gzip`)).text()).toHaveLength(inflated.length);
  });
});

describe('provider calls over the built-in fetch cap the decoded body too', () => {
  it('refuses a gzip answer that inflates past the cap, without retrying', async () => {
    let calls = 0;
    const counting: typeof fetch = (input, init) => {
      calls++;
      return fetch(input, init);
    };
    const code = await failureCode(() =>
      providerRequest(`${base}/bomb/gzip`, {}, { fetch: counting, maxResponseBytes: oneMegabyte }),
    );
    expect(code).toBe('too-large');
    expect(calls).toBe(1);
  });

  it('reads an answer under the cap', async () => {
    const response = await providerRequest(`${base}/small`, {}, { maxResponseBytes: oneMegabyte });
    expect(response.body).toBe(small);
  });
});
