import createClient, { type Client } from 'openapi-fetch';
import type { components, operations, paths } from './openapi';

export type { components, operations, paths };
/** A named schema of the document, such as `Schema<'MeetingDetail'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
export type OverlapClient = Client<paths>;

export interface OverlapClientOptions {
  /** Where Overlap runs, such as `https://overlap.example.com` (no trailing `/api/v1`). */
  baseUrl: string;
  /** A personal API key (`ovl_live_…`) or a sign-in access token. */
  apiKey: string;
  /** Another fetch (a test's, a proxy's); the platform's by default. */
  fetch?: typeof globalThis.fetch;
}

/**
 * A typed client for `/api/v1`: every path, parameter, body and answer comes from the OpenAPI document,
 * so a call that does not fit the API fails to compile.
 */
export function createOverlapClient(options: OverlapClientOptions): OverlapClient {
  return createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: { authorization: `Bearer ${options.apiKey}` },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
