import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { CalendarProviderError } from '../provider-error';
import {
  createAddressPolicy,
  literalAddress,
  type AddressAllowList,
  type AddressPolicy,
} from './address-policy';
import { formatIpAddress } from './ip-address';

/**
 * A `fetch` for user-supplied URLs (CalDAV servers, ICS feeds). Native fetch ignores http agents, so
 * this one is built on node:http with a `lookup` hook: every address is checked at connect time (no
 * DNS-rebinding window), literal IPs are checked before connecting, and redirects are followed by
 * hand so that each hop goes through the same checks.
 */

export interface GuardedFetchOptions {
  /** Hosts or CIDRs that may be reached although they are private (tests, self-hosted CalDAV). */
  allowList?: AddressAllowList;
  maxRedirects?: number;
  /** Whole-call deadline, redirects included. */
  timeoutMs?: number;
  maxResponseBytes?: number;
}

export type GuardedFetch = typeof fetch & { close(): void };

class BlockedAddressError extends Error {}

const redirectStatuses = new Set([301, 302, 303, 307, 308]);
const nullBodyStatuses = new Set([204, 205, 304]);

interface RawResponse {
  status: number;
  statusText: string;
  rawHeaders: string[];
  body: Buffer;
}

function blocked(hostname: string): CalendarProviderError {
  return new CalendarProviderError(
    'blocked-address',
    `Refusing to connect to ${hostname}: it is a local, private or reserved address`,
  );
}

function connectTimeLookup(policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const usable = policy.isHostAllowListed(hostname)
        ? addresses
        : addresses.filter((entry) => policy.isAddressAllowed(entry.address));
      const first = usable[0];
      if (!first) return callback(new BlockedAddressError(hostname), '', 0);
      if (options.all) return callback(null, usable);
      callback(null, first.address, first.family);
    });
  };
}

function assertUrlAllowed(url: URL, policy: AddressPolicy): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new CalendarProviderError(
      'blocked-address',
      `Only http and https addresses are accepted, not ${url.protocol}`,
    );
  }
  if (policy.isHostAllowListed(url.hostname)) return;
  const literal = literalAddress(url.hostname);
  if (literal && !policy.isAddressAllowed(formatIpAddress(literal))) throw blocked(url.hostname);
}

async function bodyToBuffer(body: RequestInit['body']): Promise<Buffer | undefined> {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return Buffer.from(body, 'utf8');
  if (body instanceof URLSearchParams) return Buffer.from(body.toString(), 'utf8');
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  if (ArrayBuffer.isView(body)) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  return Buffer.from(await new Response(body).arrayBuffer());
}

const decompressors: Record<string, (input: Buffer) => Promise<Buffer>> = {
  gzip: promisify(zlib.gunzip),
  'x-gzip': promisify(zlib.gunzip),
  deflate: promisify(zlib.inflate),
  br: promisify(zlib.brotliDecompress),
};

function headerValue(rawHeaders: string[], name: string): string | undefined {
  for (let i = 0; i < rawHeaders.length; i += 2) {
    if (rawHeaders[i]?.toLowerCase() === name) return rawHeaders[i + 1];
  }
  return undefined;
}

export function createGuardedFetch(options: GuardedFetchOptions = {}): GuardedFetch {
  const policy = createAddressPolicy(options.allowList);
  const lookup = connectTimeLookup(policy);
  // Own agents: pooled sockets must not be shared with code that trusts another allow-list.
  const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };
  const maxRedirects = options.maxRedirects ?? 5;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const maxResponseBytes = options.maxResponseBytes ?? 20 * 1024 * 1024;

  function send(url: URL, method: string, headers: Headers, body: Buffer | undefined, signal: AbortSignal) {
    return new Promise<RawResponse>((resolve, reject) => {
      const isHttps = url.protocol === 'https:';
      const outgoing: Record<string, string> = {};
      headers.forEach((value, name) => {
        outgoing[name] = value;
      });
      if (body) outgoing['content-length'] = String(body.length);
      const request = (isHttps ? https : http).request(url, {
        method,
        headers: outgoing,
        agent: isHttps ? agents.https : agents.http,
        lookup,
        signal,
      });
      request.on('error', reject);
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        let received = 0;
        response.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > maxResponseBytes) {
            response.destroy();
            reject(
              new CalendarProviderError('provider-error', `Response from ${url.host} is larger than allowed`),
            );
            return;
          }
          chunks.push(chunk);
        });
        response.on('error', reject);
        response.on('end', () => {
          resolve({
            status: response.statusCode ?? 502,
            statusText: response.statusMessage ?? '',
            rawHeaders: response.rawHeaders,
            body: Buffer.concat(chunks),
          });
        });
      });
      request.end(body);
    });
  }

  async function toResponse(raw: RawResponse, url: URL, redirected: boolean): Promise<Response> {
    const encoding = headerValue(raw.rawHeaders, 'content-encoding')?.trim().toLowerCase();
    const decompress = encoding ? decompressors[encoding] : undefined;
    const body = decompress && raw.body.length > 0 ? await decompress(raw.body) : raw.body;
    const headers = new Headers();
    for (let i = 0; i < raw.rawHeaders.length; i += 2) {
      const name = raw.rawHeaders[i] as string;
      if (decompress && /^content-(encoding|length)$/i.test(name)) continue;
      try {
        headers.append(name, raw.rawHeaders[i + 1] as string);
      } catch {
        // A header that is not a valid ByteString cannot be represented in Headers; drop it.
      }
    }
    const response = new Response(nullBodyStatuses.has(raw.status) ? null : body, {
      status: raw.status < 200 || raw.status > 599 ? 502 : raw.status,
      statusText: raw.statusText,
      headers,
    });
    Object.defineProperty(response, 'url', { value: url.href });
    Object.defineProperty(response, 'redirected', { value: redirected });
    return response;
  }

  async function guardedFetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
    let url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    let method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    let body = await bodyToBuffer(init.body);
    const deadline = AbortSignal.timeout(timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, deadline]) : deadline;

    for (let hop = 0; ; hop++) {
      assertUrlAllowed(url, policy);
      let raw: RawResponse;
      try {
        raw = await send(url, method, headers, body, signal);
      } catch (error) {
        if (error instanceof CalendarProviderError) throw error;
        if (error instanceof BlockedAddressError) throw blocked(url.hostname);
        if (init.signal?.aborted) throw init.signal.reason;
        const reason = deadline.aborted ? `timed out after ${timeoutMs} ms` : (error as Error).message;
        throw new CalendarProviderError('unreachable', `Could not reach ${url.host}: ${reason}`, {
          cause: error,
        });
      }
      const location = headerValue(raw.rawHeaders, 'location');
      if (!redirectStatuses.has(raw.status) || !location || init.redirect === 'manual') {
        return toResponse(raw, url, hop > 0);
      }
      if (init.redirect === 'error')
        throw new CalendarProviderError('provider-error', `Unexpected redirect from ${url.host}`);
      if (hop >= maxRedirects)
        throw new CalendarProviderError('unreachable', `Too many redirects from ${url.host}`);
      const next = new URL(location, url);
      if (next.origin !== url.origin) {
        headers.delete('authorization');
        headers.delete('cookie');
      }
      if (
        raw.status === 303
          ? method !== 'HEAD'
          : (raw.status === 301 || raw.status === 302) && method === 'POST'
      ) {
        method = 'GET';
        body = undefined;
        headers.delete('content-type');
      }
      url = next;
    }
  }

  return Object.assign(guardedFetch as typeof fetch, {
    close() {
      agents.http.destroy();
      agents.https.destroy();
    },
  });
}
