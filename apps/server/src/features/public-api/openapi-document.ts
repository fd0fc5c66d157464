import {
  API_KEY_PREFIX,
  API_KEY_ROUTES,
  API_KEY_SCOPES,
  API_REFERENCE_ROUTES,
  ERROR_CATALOGUE,
  IDEMPOTENT_WRITES,
  PUBLIC_ROUTES,
  type ErrorCode,
} from '@overlap/contracts';
import { WEBHOOK_EVENT_SCHEMAS } from '@overlap/contracts/schemas';
import { z } from 'zod';
import { operationRoute, type V1Operation } from './v1-operations';

import { COMPONENTS, componentName, referencedFrom, responseComponents } from './openapi-components';
import { requestSchema, type JsonSchema } from './request-schema';

// ErrorBody of `@overlap/contracts` as a schema, with the catalogue's codes.
const errorBody = z.object({
  code: z.enum(Object.keys(ERROR_CATALOGUE) as [ErrorCode, ...ErrorCode[]]),
  message: z.string().describe('What went wrong, in words a person can act on.'),
  error: z.string().describe('The same text as `message`.'),
  fields: z
    .record(z.string(), z.string())
    .optional()
    .describe('For invalid input: the message per field path, such as `participants.0.email`.'),
  params: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .optional()
    .describe(
      'For a message with values inside: those values (a limit, a wait in seconds, a status), so a client can word the message in its own language.',
    ),
});

/** `/api/meetings/:id` → `/api/v1/meetings/{id}` (or `/api/v2/…`). */
export function openApiPath(op: Pick<V1Operation, 'route' | 'version'>): string {
  return operationRoute(op).replace(/:([A-Za-z]+)/g, '{$1}');
}

const PATH_PARAMETERS: Record<string, string> = {
  id: 'The meeting’s `id`, as creating or listing meetings gives it.',
  participantId: 'The person’s `id` in the meeting’s `participants`.',
  deliveryId: 'The delivery’s `id`, as the delivery list gives it.',
};
const WEBHOOK_ID = 'The webhook’s `id`, as adding or listing webhooks gives it.';

function parametersOf(op: V1Operation) {
  const inPath = [...op.route.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => ({
    name: name!,
    in: 'path',
    required: true,
    ...(op.tag === 'Webhooks' && name === 'id'
      ? { description: WEBHOOK_ID }
      : PATH_PARAMETERS[name!]
        ? { description: PATH_PARAMETERS[name!] }
        : {}),
    schema: { type: 'string' },
  }));
  const idempotent = (IDEMPOTENT_WRITES as readonly string[]).includes(`${op.method} ${op.route}`);
  const inHeader = idempotent
    ? [
        {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description:
            'Any 1–255 visible ASCII characters, such as a UUID. Sent again with the same body within 24 hours, the first answer comes back (with `Idempotent-Replayed: true`) and nothing is done twice; with another body it is 422.',
          schema: { type: 'string', minLength: 1, maxLength: 255 },
        },
      ]
    : [];
  if (!op.query) return [...inPath, ...inHeader];
  const query = requestSchema(op.query) as { properties?: Record<string, JsonSchema>; required?: string[] };
  const inQuery = Object.entries(query.properties ?? {}).map(([name, { description, ...schema }]) => ({
    name,
    in: 'query',
    required: query.required?.includes(name) ?? false,
    ...(typeof description === 'string' ? { description } : {}),
    schema,
  }));
  return [...inPath, ...inQuery, ...inHeader];
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

function operationObject(op: V1Operation) {
  const parameters = parametersOf(op);
  return {
    operationId: op.operationId,
    summary: op.summary,
    tags: [op.tag],
    // OpenAPI 3.1 lets a non-OAuth scheme list the roles it needs: here the key's scope.
    security: [{ bearerAuth: op.scope ? [op.scope] : [] }],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(op.body
      ? {
          requestBody: {
            required: !op.bodyOptional,
            content: { 'application/json': { schema: requestSchema(op.body) } },
          },
        }
      : {}),
    responses: {
      [String(op.success.status)]: {
        description: op.success.description,
        ...(op.success.type === 'none'
          ? {}
          : {
              content: {
                [op.success.type]: {
                  schema:
                    op.success.type === 'text/calendar'
                      ? { type: 'string' }
                      : op.success.schema
                        ? { $ref: `${COMPONENTS}${componentName(op.success.schema)}` }
                        : {},
                },
              },
            }),
      },
      ...(op.body || op.query
        ? { '400': errorResponse('The request is not valid; `fields` says where.') }
        : {}),
      '401': errorResponse('No credentials, or an unknown, revoked or expired key or token.'),
      '403': errorResponse('The key lacks the scope this operation needs.'),
      ...(op.route.includes(':')
        ? {
            '404': errorResponse(
              op.tag === 'Webhooks'
                ? 'No such webhook (or delivery) among yours.'
                : 'No such meeting among yours.',
            ),
          }
        : {}),
      ...(op.method !== 'GET'
        ? {
            '409': errorResponse(
              'The meeting’s state does not allow this now (for example booked, cancelled, or changed since you read it); `code` says which.',
            ),
          }
        : {}),
      ...((IDEMPOTENT_WRITES as readonly string[]).includes(`${op.method} ${op.route}`)
        ? { '422': errorResponse('The Idempotency-Key was already used with a different body.') }
        : {}),
      ...(op.body
        ? {
            '413': errorResponse('The body is larger than the server accepts.'),
            '415': errorResponse('The body is not sent as application/json.'),
          }
        : {}),
      '429': {
        ...errorResponse('Too many requests with this key; see the Retry-After header.'),
        headers: {
          'Retry-After': {
            description: 'Seconds until the key may call again.',
            schema: { type: 'integer' },
          },
        },
      },
    },
  };
}

/**
 * What Overlap POSTs to a webhook, one entry per event type, with the Standard Webhooks headers: the
 * OpenAPI 3.1 `webhooks` object.
 */
function webhookEvents() {
  const header = (description: string) => ({ required: true, description, schema: { type: 'string' } });
  return Object.fromEntries(
    Object.entries(WEBHOOK_EVENT_SCHEMAS).map(([type, schema]) => [
      type,
      {
        post: {
          operationId: `${type.replace(/\.(\w)/g, (_, c: string) => c.toUpperCase())}Event`,
          summary: z.globalRegistry.get(schema)?.description ?? type,
          tags: ['Webhooks'],
          security: [{ webhookSignature: [] }],
          parameters: [
            {
              name: 'webhook-id',
              in: 'header',
              ...header('The delivery’s id, the same on retries: ignore repeats.'),
            },
            {
              name: 'webhook-timestamp',
              in: 'header',
              ...header('Unix seconds when this attempt was signed.'),
            },
            {
              name: 'webhook-signature',
              in: 'header',
              ...header(
                '`v1,` and the base64 HMAC-SHA256 of `id.timestamp.body`; two, space-separated, while a rotated-out secret is in its grace period.',
              ),
            },
          ],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { $ref: `${COMPONENTS}${componentName(schema)}` } } },
          },
          responses: {
            '2XX': {
              description: 'Received. Any other answer, or none within 10 s, is retried for about a day.',
            },
          },
        },
      },
    ]),
  );
}

/** The OpenAPI 3.1 description of `/api/v1`, built from the operations the server mirrors. */
export function buildOpenApiDocument(options: {
  operations: readonly V1Operation[];
  publicUrl: string;
  version: string;
}) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of options.operations) {
    (paths[openApiPath(op)] ??= {})[op.method.toLowerCase()] = operationObject(op);
  }
  const webhooks = webhookEvents();
  const terms = new URL(PUBLIC_ROUTES.terms, options.publicUrl).href;
  return {
    openapi: '3.1.0',
    info: {
      title: 'Overlap API',
      version: options.version,
      termsOfService: terms,
      // What governs using this API is the operator's terms of service: that is its licence.
      license: { name: 'Terms of service of this Overlap server', url: terms },
      description: [
        'The endpoints the Overlap web app uses, under `/api/v1`; an operation whose answer changed in a way',
        'a v1 client would misread is offered again under `/api/v2` (today: suggestions, whose heat map is',
        'packed unless asked).',
        `Authenticate with \`Authorization: Bearer ${API_KEY_PREFIX}…\`, using a personal API key created`,
        'under Settings → API keys, or with a sign-in access token. Keys carry scopes',
        `(${API_KEY_SCOPES.join(', ')}) and a per-key rate limit. Keys cannot reach`,
        `${API_KEY_ROUTES.list} or the admin endpoints. Reference: ${API_REFERENCE_ROUTES.page}.`,
      ].join(' '),
    },
    servers: [{ url: options.publicUrl }],
    tags: [
      { name: 'Account', description: 'Who you are.' },
      { name: 'Meetings', description: 'Meeting requests: create, rank, book, move, cancel.' },
      { name: 'Participants', description: 'Who is invited to a meeting.' },
      { name: 'Webhooks', description: 'Receivers of meeting events, their secrets and delivery logs.' },
    ],
    paths,
    webhooks,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: `An API key (${API_KEY_PREFIX}…) or an OpenID Connect access token.`,
        },
        webhookSignature: {
          type: 'apiKey',
          in: 'header',
          name: 'webhook-signature',
          description:
            'How a receiver knows a delivery is from Overlap: the Standard Webhooks signature, made with the webhook’s secret.',
        },
      },
      schemas: {
        Error: requestSchema(errorBody),
        ...referencedFrom({ paths, webhooks }, responseComponents()),
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
