import { createOverlapClient, type OverlapClient, type operations } from '@overlap/client';
import type { FastifyInstance } from 'fastify';

/** What openapi-fetch's client calls; Fastify's `inject` answers it, so no port is opened. */
type Fetch = typeof globalThis.fetch;

/** Answers a request through `app.inject`, adding `headers` the request does not carry itself. */
export function injectFetch(app: FastifyInstance, headers: Record<string, string> = {}): Fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const sent: Record<string, string> = { ...headers };
    request.headers.forEach((value, name) => {
      sent[name] = value;
    });
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const res = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: sent,
      ...(body ? { payload: body } : {}),
    });
    const answer = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      for (const one of Array.isArray(value) ? value : [value]) {
        if (one !== undefined) answer.append(name, String(one));
      }
    }
    const empty = res.statusCode === 204 || res.statusCode === 304 || request.method === 'HEAD';
    return new Response(empty ? null : res.rawPayload, { status: res.statusCode, headers: answer });
  };
}

/**
 * The typed client (packages/client) against the test app: every path, body and answer is typed from the
 * OpenAPI document, and each answer still passes the test app's response check (support/response-check.ts).
 * `token` is an API key or a sign-in access token; `headers` go with every request (a pinned clock).
 */
export function typedClient(
  app: FastifyInstance,
  token: string,
  headers: Record<string, string> = {},
): OverlapClient {
  return createOverlapClient({
    baseUrl: 'http://overlap.test',
    apiKey: token,
    fetch: injectFetch(app, headers),
  });
}

/** A signed-in test user's bearer token, from the `authorization` header the test helpers give them. */
export function bearerOf(who: { headers: Record<string, string> }): string {
  const authorization = who.headers.authorization ?? '';
  if (!authorization.startsWith('Bearer ')) throw new Error('this test user carries no bearer token');
  return authorization.slice('Bearer '.length);
}

/** The JSON body an operation takes, such as `BodyOf<'createMeeting'>`. */
export type BodyOf<Op extends keyof operations> =
  NonNullable<operations[Op]['requestBody']> extends { content: { 'application/json': infer Body } }
    ? Body
    : never;

/** The answer's body, once its status is `status`; otherwise the test fails with what came back. */
export function dataOf<Data>(
  result: { data?: Data; error?: unknown; response: Response },
  status = 200,
): Data {
  if (result.response.status !== status || result.data === undefined) {
    const said = JSON.stringify(result.error ?? null);
    throw new Error(`expected ${status}, got ${result.response.status}: ${said}`);
  }
  return result.data;
}

/** A value the test needs to be there (the first slot, a page's item); fails the test when it is not. */
export function present<Value>(value: Value | null | undefined, what: string): Value {
  if (value === null || value === undefined) throw new Error(`${what} is missing`);
  return value;
}
