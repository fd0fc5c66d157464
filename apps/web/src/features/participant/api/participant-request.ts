import { translate } from '@/i18n';
import { networkErrorText } from '@/lib/errors/error-texts';
import { readErrorAnswer } from '@/lib/errors/read-error-answer';
import type { ErrorAnswerDetails } from '@/lib/http-error';
import { HttpError } from '@/lib/query-client';

/** An error answer from the API, with the server's message and, for bad input, a message per field. */
export class ParticipantApiError extends HttpError {
  constructor(
    status: number,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
    details: ErrorAnswerDetails = {},
  ) {
    super(status, message, undefined, details);
    this.name = 'ParticipantApiError';
  }
}

/** The request never reached the server (offline, DNS, connection refused). */
export class ParticipantNetworkError extends Error {
  constructor() {
    super(networkErrorText());
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
  return readParticipantAnswer<T>(response);
}

/** The body of a participant API answer, or its failure as a ParticipantApiError. */
export async function readParticipantAnswer<T>(response: Response): Promise<T> {
  if (!response.ok) {
    const { message, fields, details } = await readErrorAnswer(response);
    const text = details.serverMessage ? message : FALLBACK_MESSAGE;
    throw new ParticipantApiError(response.status, text, fields, details);
  }
  return (response.status === 204 ? null : await response.json().catch(() => null)) as T;
}

/** What to show a person for a failure: the server's words, or this page's own in the page's language. */
export function errorMessageOf(error: unknown): string {
  const t = translate('participant');
  if (error instanceof ParticipantNetworkError) return t('error.network');
  if (error instanceof ParticipantApiError && error.message !== FALLBACK_MESSAGE) return error.message;
  return t('error.fallback');
}
