import { apiDownload, apiRequest } from '@/lib/api-request';
import { HttpError } from '@/lib/http-error';
import { translate } from '@/i18n';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** The one place the meetings feature talks HTTP: the shared signed-in call (token, JSON, error texts). */
export function meetingsRequest<T>(method: Method, url: string, body?: unknown): Promise<T> {
  return apiRequest<T>(method, url, body);
}

/** A signed-in GET of a file, such as the meeting's .ics. */
export function meetingsDownload(url: string): Promise<Blob> {
  return apiDownload(url);
}

/** The server's message for each field of a rejected request (a 400), keyed like `participants.0.email`. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof HttpError ? (error.fields ?? {}) : {};
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : translate('errors')('status.unexpected');
}
