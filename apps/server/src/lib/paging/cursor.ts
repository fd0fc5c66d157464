import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route is an operation's copy under `/api/v1` (or `/api/v2`), whose lists are paged. */
    apiV1?: boolean;
    /** The public API's version the copy serves: 1 or 2. Absent on the web app's own routes. */
    apiVersion?: number;
  }
}

/** Whether the request came through `/api/v1`, whose lists answer a page rather than everything. */
export const isApiV1Request = (request: FastifyRequest): boolean =>
  request.routeOptions.config.apiV1 === true;

/**
 * Where a page ended: the last item's place in the list's order, a timestamp as the database keeps it
 * (to the microsecond, in UTC) and its id to break ties.
 */
export interface PagePlace {
  at: string;
  id: string;
}

const AT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The opaque `nextCursor` of a page that ended at `place`. */
export function encodeCursor(place: PagePlace): string {
  return Buffer.from(JSON.stringify([place.at, place.id]), 'utf8').toString('base64url');
}

/** The place a cursor names; a cursor this server did not give is a 400 naming the field. */
export function decodeCursor(cursor: string): PagePlace {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  if (Array.isArray(parsed) && parsed.length === 2) {
    const [at, id] = parsed as unknown[];
    if (typeof at === 'string' && typeof id === 'string' && AT.test(at) && UUID.test(id)) return { at, id };
  }
  throw new AppError('validation_failed', 'The cursor must be the nextCursor of a page of this list.', {
    cursor: 'cursor must be the nextCursor of a page of this list',
  });
}
