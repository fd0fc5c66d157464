import { API_REFERENCE_ROUTES } from '@overlap/contracts';
import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument } from './openapi-document';
import { renderReferencePage } from './reference-page';
import type { V1Operation } from './v1-operations';

/** `/api/openapi.json` and the browsable page, both built once at start from the operation list. */
export function registerApiReference(
  app: FastifyInstance,
  deps: { operations: readonly V1Operation[]; publicUrl: string; version: string },
) {
  const document = buildOpenApiDocument(deps);
  const json = JSON.stringify(document);
  const page = renderReferencePage(document);
  app.get(API_REFERENCE_ROUTES.document, async (_request, reply) =>
    reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(json),
  );
  app.get(API_REFERENCE_ROUTES.page, async (_request, reply) =>
    reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').send(page),
  );
}
