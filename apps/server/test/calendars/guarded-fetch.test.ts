import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddressPolicy } from '../../src/features/calendars/ssrf/address-policy';
import {
  createGuardedFetch,
  type GuardedFetch,
  type GuardedFetchOptions,
} from '../../src/features/calendars/ssrf/guarded-fetch';
import { isProviderError } from '../../src/features/calendars/provider-error';

let server: Server;
let port: number;
let hits = 0;
const fetchers: GuardedFetch[] = [];

function guard(allowList?: GuardedFetchOptions['allowList']): GuardedFetch {
  const fetcher = createGuardedFetch({ allowList, timeoutMs: 3_000 });
  fetchers.push(fetcher);
  return fetcher;
}

async function refusal(fetcher: GuardedFetch, url: string): Promise<string> {
  try {
    await fetcher(url);
  } catch (error) {
    if (isProviderError(error)) return error.code;
    throw error;
  }
  return 'fetched';
}

beforeAll(async () => {
  server = createServer((req, res) => {
    hits++;
    if (req.url === '/to-loopback-name') {
      res.writeHead(302, { location: `http://localhost:${port}/secret` }).end();
    } else if (req.url === '/to-ipv6-loopback') {
      res.writeHead(307, { location: `http://[::1]:${port}/secret` }).end();
    } else if (req.url === '/to-self') {
      res.writeHead(301, { location: '/hello' }).end();
    } else if (req.url === '/loop') {
      res.writeHead(302, { location: '/loop' }).end();
    } else {
      res
        .writeHead(200, { 'content-type': 'text/plain' })
        .end(`hello ${req.method} ${req.headers.authorization ?? ''}`);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  fetchers.forEach((fetcher) => fetcher.close());
  await new Promise((resolve) => server.close(resolve));
});

describe('guarded fetch refuses internal addresses', () => {
  const hostile = [
    'http://127.0.0.1:PORT/',
    'http://[::1]:PORT/',
    'http://10.0.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://localhost:PORT/',
    'http://[::ffff:127.0.0.1]:PORT/',
    'http://[::ffff:7f00:1]:PORT/',
    'http://2130706433:PORT/',
    'http://0177.0.0.1:PORT/',
    'http://0x7f.0.0.1:PORT/',
    'http://127.1:PORT/',
    'http://0.0.0.0:PORT/',
    'http://[fe80::1]/',
    'http://[fd00::1]/',
    'http://100.64.0.1/',
    'http://192.168.1.1/',
    'http://172.16.0.1/',
    'http://224.0.0.1/',
    'http://[64:ff9b::7f00:1]/',
  ];
  it.each(hostile)('%s', async (template) => {
    const before = hits;
    expect(await refusal(guard(), template.replace('PORT', String(port)))).toBe('blocked-address');
    expect(hits).toBe(before);
  });

  it('refuses non-http schemes', async () => {
    expect(await refusal(guard(), 'file:///etc/passwd')).toBe('blocked-address');
  });

  it('refuses a redirect to a name that resolves to loopback', async () => {
    const fetcher = guard({ hosts: ['127.0.0.1'] });
    expect(await refusal(fetcher, `http://127.0.0.1:${port}/to-loopback-name`)).toBe('blocked-address');
    expect(await refusal(fetcher, `http://127.0.0.1:${port}/to-ipv6-loopback`)).toBe('blocked-address');
  });
});

describe('guarded fetch with an allow-list', () => {
  it('reaches an allow-listed host and follows its redirects', async () => {
    const response = await guard({ hosts: ['127.0.0.1'] })(`http://127.0.0.1:${port}/to-self`);
    expect(response.status).toBe(200);
    expect(response.redirected).toBe(true);
    expect(response.url).toBe(`http://127.0.0.1:${port}/hello`);
    expect(await response.text()).toBe('hello GET ');
  });

  it('reaches an address inside an allow-listed range, also through a name', async () => {
    const fetcher = guard({ cidrs: ['127.0.0.0/8'] });
    expect((await fetcher(`http://127.0.0.1:${port}/`)).status).toBe(200);
    // localhost may also resolve to ::1, which is not allow-listed; the guard connects to 127.0.0.1 only.
    expect(await (await fetcher(`http://localhost:${port}/`)).text()).toMatch(/^hello/);
  });

  it('returns redirects untouched when asked for manual redirects', async () => {
    const response = await guard({ hosts: ['127.0.0.1'] })(`http://127.0.0.1:${port}/to-loopback-name`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`http://localhost:${port}/secret`);
  });

  it('stops after the hop limit', async () => {
    expect(await refusal(guard({ hosts: ['127.0.0.1'] }), `http://127.0.0.1:${port}/loop`)).toBe(
      'unreachable',
    );
  });

  it('sends method, headers and body', async () => {
    const response = await guard({ hosts: ['127.0.0.1'] })(`http://127.0.0.1:${port}/`, {
      method: 'PROPFIND',
      headers: { authorization: 'Basic abc' },
      body: '<x/>',
    });
    expect(await response.text()).toBe('hello PROPFIND Basic abc');
  });
});

describe('address policy', () => {
  const policy = createAddressPolicy();
  it.each(['8.8.8.8', '2a00:1450:4001:80b::200e', '::ffff:8.8.8.8', '1.1.1.1'])(
    'allows public %s',
    (address) => {
      expect(policy.isAddressAllowed(address)).toBe(true);
    },
  );
  it.each([
    '127.0.0.1',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    '::ffff:10.0.0.1',
    '::127.0.0.1',
    '2002:7f00:1::',
    '255.255.255.255',
  ])('refuses %s', (address) => {
    expect(policy.isAddressAllowed(address)).toBe(false);
  });
});
