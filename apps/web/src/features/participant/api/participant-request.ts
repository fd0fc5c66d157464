import { translate } from '@/i18n';
import { HttpError } from '@/lib/query-client';

/** An error answer from the API, with the server's message and, for bad input, a message per field. */
export class ParticipantApiError extends HttpError {
  constructor(
    status: number,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(status, message);
    this.name = 'ParticipantApiError';
  }
}

/** The request never reached the server (offline, DNS, connection refused). */
export class ParticipantNetworkError extends Error {
  constructor() {
    super('We could not reach Overlap. Check your connection and try again.');
    this.name = 'ParticipantNetworkError';
  }
}

const FALLBACK_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

/** Plain fetch: a participant is not signed in, and the token in the query string is the only key. */
export async function participantRequest<T>(
  path: string,
  token: string,
  init: { method: 'GET' | 'PUT' | 'POST' | 'DELETE'; body?: unknown; signal?: AbortSignal },
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${path}?token=${encodeURIComponent(token)}`, {
      method: init.method,
      headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
      body: init.body === undefined ? null : JSON.stringify(init.body),
      signal: init.signal ?? null,
      cache: 'no-store',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ParticipantNetworkError();
  }
  const body = (response.status === 204 ? null : await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    const details = (body ?? {}) as { message?: unknown; fields?: unknown };
    const message =
      typeof details.message === 'string' && details.message ? details.message : FALLBACK_MESSAGE;
    const fields =
      details.fields && typeof details.fields === 'object' ? (details.fields as Record<string, string>) : {};
    throw new ParticipantApiError(response.status, message, fields);
  }
  return body as T;
}

/** What to show a person for a failure: the server's words, or this page's own in the page's language. */
export function errorMessageOf(error: unknown): string {
  const t = translate('participant');
  if (error instanceof ParticipantNetworkError) return t('error.network');
  if (error instanceof ParticipantApiError && error.message !== FALLBACK_MESSAGE) return error.message;
  return t('error.fallback');
}
