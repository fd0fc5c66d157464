import { ERROR_CATALOGUE, type ErrorCode, type ErrorParams } from '@overlap/contracts';

/** The one error type routes and services throw; the error handler turns it into an HTTP answer. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
    /** The values `message` was made from, sent along so the web can say the same sentence in its language. */
    readonly params?: ErrorParams,
  ) {
    super(message ?? ERROR_CATALOGUE[code].message);
    this.name = 'AppError';
    this.status = ERROR_CATALOGUE[code].status;
  }
}
