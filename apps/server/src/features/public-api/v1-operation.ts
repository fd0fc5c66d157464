import type { z } from 'zod';
import { API_V1_PREFIX, API_V2_PREFIX, type ApiKeyScope } from '@overlap/contracts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One endpoint of the web app that the public API offers again under `/api/v1`. The request schemas
 * are the very ones the route parses with, so the OpenAPI document cannot drift from validation.
 */
export interface V1Operation {
  operationId: string;
  /** 2: served under `/api/v2` (an operation whose answer changed there); default 1, `/api/v1`. */
  version?: 2;
  method: HttpMethod;
  /** The web app's route, such as `/api/meetings/:id`. */
  route: string;
  /** What an API key must hold; `null` lets any valid key through. */
  scope: ApiKeyScope | null;
  summary: string;
  tag: 'Account' | 'Meetings' | 'Participants' | 'Webhooks';
  body?: z.ZodType;
  /** The route accepts no body at all as `{}`. */
  bodyOptional?: boolean;
  query?: z.ZodObject;
  success: {
    status: 200 | 201 | 202 | 204;
    /** `none`: an empty answer (204). */
    type: 'application/json' | 'text/calendar' | 'none';
    description: string;
    /** The body's schema (JSON answers): described in the document and checked in the API tests. */
    schema?: z.ZodType;
    /** What the web app's own route answers instead, when it differs (a list unpaged). */
    webSchema?: z.ZodType;
  };
}

/** `/api/meetings/:id` → `/api/v1/meetings/:id`. */
export function v1Route(route: string): string {
  return `${API_V1_PREFIX}${route.slice('/api'.length)}`;
}

/** Where the public API serves an operation: `/api/v1/…`, or `/api/v2/…` for a version 2 operation. */
export function operationRoute(op: Pick<V1Operation, 'route' | 'version'>): string {
  return op.version === 2 ? `${API_V2_PREFIX}${op.route.slice('/api'.length)}` : v1Route(op.route);
}
