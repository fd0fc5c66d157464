import { createOverlapClient, type OverlapClient } from '@overlap/client';
import type { APIRequestContext } from '@playwright/test';

/**
 * The typed client (packages/client) for the seeders, sending through Playwright's request context as
 * the seeders always have, so a seeder's body and what it reads back are checked against the OpenAPI
 * document when the suite compiles. `token` is the organizer's sign-in access token, which `/api/v1`
 * takes like an API key, so seeding adds no key to the organizer's account.
 */
export function seedClient(request: APIRequestContext, token: string): OverlapClient {
  return createOverlapClient({
    // Only the path is sent on: the request context's own baseURL picks the server (a test may use its own).
    baseUrl: 'http://seeded.invalid',
    apiKey: token,
    fetch: async (input, init) => {
      const sent = new Request(input, init);
      const body = sent.body ? Buffer.from(await sent.arrayBuffer()) : undefined;
      const { pathname, search } = new URL(sent.url);
      const answer = await request.fetch(pathname + search, {
        method: sent.method,
        headers: Object.fromEntries(sent.headers),
        ...(body ? { data: body } : {}),
      });
      const empty = answer.status() === 204 || sent.method === 'HEAD';
      return new Response(empty ? null : new Uint8Array(await answer.body()), {
        status: answer.status(),
        headers: answer.headersArray().map(({ name, value }): [string, string] => [name, value]),
      });
    },
  });
}

/** The sign-in token in an `authorization: Bearer …` header the seeders are given. */
export function tokenOfHeaders(headers: Record<string, string>): string {
  const authorization = Object.entries(headers).find(([name]) => name.toLowerCase() === 'authorization');
  const token = authorization?.[1].replace(/^Bearer /, '');
  if (!token) throw new Error('the organizer headers carry no bearer token');
  return token;
}
