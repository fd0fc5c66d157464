/** What the API said besides the text shown: its error code, its own (English) words and Retry-After. */
export interface ErrorAnswerDetails {
  code?: string;
  serverMessage?: string;
  retryAfterSeconds?: number;
}

/**
 * An error that carries the HTTP status of the answer that caused it (and its field messages). `message`
 * and `fields` are in the person's language; `details` keeps what the server sent.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly details: ErrorAnswerDetails = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
