import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import zlib from 'node:zlib';
import { defaultMaxResponseBytes } from '../http/capped-body';
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
  /** Cap on the body both as received and as decoded (a small gzip answer may inflate a thousandfold). */
  maxResponseBytes?: number;
}

export type GuardedFetch = typeof fetch & { close(): void };

class BlockedAddressError extends Error {}

/** The server closed an idle pooled connection just as this request was written to it. */
class StaleSocketError extends Error {}

const redirectStatuses = new Set([301, 302, 303, 307, 308]);
const nullBodyStatuses = new Set([204, 205, 304]);

interface RawResponse {
  status: number;
  statusText: string;
  rawHeaders: string[];
  body: Buffer;
  /** The body was decompressed here, so the content-encoding and content-length headers no longer apply. */
  decoded: boolean;
}

function tooLarge(url: URL, maxBytes: number): CalendarProviderError {
  return new CalendarProviderError(
    'too-large',
    `The answer from ${url.host} is larger than ${maxBytes} bytes`,
  );
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

const decoders: Record<string, () => zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress> = {
  gzip: () => zlib.createGunzip(),
  'x-gzip': () => zlib.createGunzip(),
  deflate: () => zlib.createInflate(),
  br: () => zlib.createBrotliDecompress(),
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
  const maxResponseBytes = options.maxResponseBytes ?? defaultMaxResponseBytes;

  function send(
    url: URL,
    method: string,
    headers: Headers,
    body: Buffer | undefined,
    signal: AbortSignal,
    pooled = true,
  ) {
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
        agent: pooled ? (isHttps ? agents.https : agents.http) : false,
        lookup,
        signal,
      });
      request.on('error', (error: NodeJS.ErrnoException) => {
        // A keep-alive socket the server had already closed: the request never reached it.
        if (request.reusedSocket && error.code === 'ECONNRESET') reject(new StaleSocketError());
        else reject(error);
      });
      request.on('response', (response) => {
        const encoding = response.headers['content-encoding']?.trim().toLowerCase();
        const makeDecoder = encoding ? decoders[encoding] : undefined;
        const decoder = makeDecoder?.();
        const chunks: Buffer[] = [];
        let received = 0;
        let kept = 0;
        let settled = false;
        const fail = (error: unknown) => {
          if (settled) return;
          settled = true;
          response.destroy();
          decoder?.destroy();
          reject(error);
        };
        const keep = (chunk: Buffer) => {
          kept += chunk.length;
          if (kept > maxResponseBytes) return fail(tooLarge(url, maxResponseBytes));
          chunks.push(chunk);
        };
        const finish = () => {
          if (settled) return;
          settled = true;
          resolve({
            status: response.statusCode ?? 502,
            statusText: response.statusMessage ?? '',
            rawHeaders: response.rawHeaders,
            body: Buffer.concat(chunks),
            decoded: decoder !== undefined,
          });
        };
        let sawBody = false;
        response.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > maxResponseBytes) return fail(tooLarge(url, maxResponseBytes));
          sawBody = true;
          if (decoder) decoder.write(chunk);
          else keep(chunk);
        });
        response.on('error', fail);
        if (decoder) {
          decoder.on('data', keep);
          decoder.on('error', (error) =>
            fail(
              new CalendarProviderError(
                'provider-error',
                `The answer from ${url.host} could not be decompressed`,
                {
                  cause: error,
                },
              ),
            ),
          );
          decoder.on('end', finish);
          // An empty body is not a valid gzip stream; there is nothing to decode then.
          response.on('end', () => (sawBody ? decoder.end() : finish()));
        } else {
          response.on('end', finish);
        }
      });
      request.end(body);
    });
  }

  function toResponse(raw: RawResponse, url: URL, redirected: boolean): Response {
    const body = raw.body;
    const headers = new Headers();
    for (let i = 0; i < raw.rawHeaders.length; i += 2) {
      const name = raw.rawHeaders[i] as string;
      if (raw.decoded && /^content-(encoding|length)$/i.test(name)) continue;
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
        raw = await send(url, method, headers, body, signal).catch((error: unknown) => {
          if (error instanceof StaleSocketError) return send(url, method, headers, body, signal, false);
          throw error;
        });
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
