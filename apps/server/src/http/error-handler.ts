import type { ErrorBody, ErrorCode, ErrorParams } from '@overlap/contracts';
import { ERROR_CATALOGUE } from '@overlap/contracts';
import { ISSUE_ERROR_CODE } from '@overlap/contracts/schemas';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { AppError } from './app-error';

/** Seconds a client should wait before trying again while the database is away. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

// Fastify's own client errors, each given a message a person can act on.
const FRAMEWORK_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'bad_request', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: 'bad_request',
    message: 'The request body is empty; send a JSON object.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    code: 'payload_too_large',
    message: ERROR_CATALOGUE.payload_too_large.message,
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'unsupported_media_type',
    message: ERROR_CATALOGUE.unsupported_media_type.message,
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'bad_request', message: 'The Content-Length header is wrong.' },
};

function body(
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
  params?: ErrorParams,
): ErrorBody {
  return { code, message, error: message, ...(fields ? { fields } : {}), ...(params ? { params } : {}) };
}

export function fieldErrors(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'body';
    fields[key] ??= issue.message;
  }
  return fields;
}

function issueCodeOf(issue: ZodError['issues'][number]): ErrorCode | null {
  const code: unknown = 'params' in issue ? issue.params?.[ISSUE_ERROR_CODE] : undefined;
  return typeof code === 'string' && code in ERROR_CATALOGUE ? (code as ErrorCode) : null;
}

/** A schema may name a more precise code for one of its checks (such as a non-https video link). */
function issueErrorCode(error: ZodError): ErrorCode | null {
  for (const issue of error.issues) {
    const code = issueCodeOf(issue);
    if (code) return code;
  }
  return null;
}

/** Maps every error to the catalogue once: known client errors keep their message, the rest become 500. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send(body(error.code, error.message, error.fields, error.params));
    }
    if (error instanceof ZodError) {
      const fields = fieldErrors(error);
      const first = Object.values(fields)[0] ?? ERROR_CATALOGUE.validation_failed.message;
      const code = issueErrorCode(error);
      if (code) {
        const message = error.issues.find((i) => issueCodeOf(i) === code)?.message ?? first;
        return reply.status(ERROR_CATALOGUE[code].status).send(body(code, message, fields));
      }
      return reply.status(400).send(body('validation_failed', first, fields));
    }
    const known = FRAMEWORK_ERRORS[error.code];
    if (known) return reply.status(ERROR_CATALOGUE[known.code].status).send(body(known.code, known.message));
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(body('bad_request', error.message));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(body('unavailable', ERROR_CATALOGUE.unavailable.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('internal', ERROR_CATALOGUE.internal.message));
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send(body('not_found', `No API route for ${request.method} ${request.url.split('?')[0]}.`));
  });
}
