import { HttpError } from './http-error';

/** Answers an access token for the API; registered by the auth provider while someone is signed in. */
export type TokenGetter = () => Promise<string>;

let tokenGetter: TokenGetter | null = null;
const clearedListeners = new Set<() => void>();

export function setTokenGetter(getter: TokenGetter | null): void {
  tokenGetter = getter;
}

/** Called when a 401 clears the token provider, so the auth state can follow. */
export function onTokenGetterCleared(listener: () => void): () => void {
  clearedListeners.add(listener);
  return () => clearedListeners.delete(listener);
}

export const API_ERROR_TEXTS = {
  noTokenGetter: 'Authentication required: No token getter available',
  tokenFailed: 'Failed to obtain authentication token',
  expired: 'Authentication expired. Please log in again.',
} as const;

const BODY_METHODS = new Set(['POST', 'PATCH', 'PUT']);

/** A signed-in request: a fresh token and a bearer header; any failure becomes an error with the server's text. */
async function signedInFetch(method: string, url: string, body?: unknown): Promise<Response> {
  if (!tokenGetter) throw new Error(API_ERROR_TEXTS.noTokenGetter);
  let token: string;
  try {
    token = await tokenGetter();
  } catch {
    throw new Error(API_ERROR_TEXTS.tokenFailed);
  }
  const upper = method.toUpperCase();
  const response = await fetch(url, {
    method: upper,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: BODY_METHODS.has(upper) && body !== undefined ? JSON.stringify(body) : undefined,
  });
  if (response.status === 401) {
    tokenGetter = null;
    for (const listener of clearedListeners) listener();
    throw new HttpError(401, API_ERROR_TEXTS.expired);
  }
  if (!response.ok) {
    const data = (await response.json().catch(() => null)) as {
      error?: unknown;
      fields?: Record<string, string>;
    } | null;
    const message =
      typeof data?.error === 'string' && data.error
        ? data.error
        : `HTTP ${response.status}: ${response.statusText}`;
    throw new HttpError(response.status, message, data?.fields);
  }
  return response;
}

/**
 * The shared signed-in call of spec §7: a fresh token, a bearer header and JSON both ways, with the
 * error texts of §8.
 */
export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await signedInFetch(method, url, body);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** A signed-in GET of a file (an .ics, say), with the same errors as `apiRequest`. */
export async function apiDownload(url: string): Promise<Blob> {
  return (await signedInFetch('GET', url)).blob();
}

/** The default query function: the first element of the query key is the URL to GET (spec §7). */
export function defaultQueryFn({ queryKey }: { queryKey: readonly unknown[] }): Promise<unknown> {
  const [url] = queryKey;
  if (typeof url !== 'string') throw new Error('Invalid query key format');
  return apiRequest('GET', url);
}
