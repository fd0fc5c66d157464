import { isAbortError } from '@/components/errors/error-messages';
import { localErrorText, networkErrorText, prepareErrorTexts } from './errors/error-texts';
import { readErrorAnswer } from './errors/read-error-answer';
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

const BODY_METHODS = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

/** A signed-in request: a fresh token and a bearer header; any failure becomes an error with the server's text. */
async function signedInFetch(
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  if (!tokenGetter) throw new Error(API_ERROR_TEXTS.noTokenGetter);
  let token: string;
  try {
    token = await tokenGetter();
  } catch {
    throw new Error(API_ERROR_TEXTS.tokenFailed);
  }
  const upper = method.toUpperCase();
  let response: Response;
  try {
    response = await fetch(url, {
      method: upper,
      headers: { ...headers, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: BODY_METHODS.has(upper) && body !== undefined ? JSON.stringify(body) : undefined,
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
    await prepareErrorTexts();
    throw new Error(networkErrorText(), { cause: error });
  }
  if (response.status === 401) {
    tokenGetter = null;
    for (const listener of clearedListeners) listener();
    await prepareErrorTexts();
    throw new HttpError(401, localErrorText(API_ERROR_TEXTS.expired));
  }
  if (!response.ok) {
    const { message, fields, details } = await readErrorAnswer(response);
    throw new HttpError(response.status, message, fields, details);
  }
  return response;
}

/**
 * The shared signed-in call of spec §7: a fresh token, a bearer header and JSON both ways, with the
 * error texts of §8.
 */
export async function apiRequest<T = unknown>(
  method: string,
  url: string,
  body?: unknown,
  headers?: Record<string, string>,
): Promise<T> {
  const response = await signedInFetch(method, url, body, headers);
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
