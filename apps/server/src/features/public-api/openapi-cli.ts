// Prints the OpenAPI document the server serves at /api/openapi.json, without starting it: the typed
// client (packages/client) is generated from this output (scripts/generate-client.mjs).
import { buildOpenApiDocument } from './openapi-document';
import { V1_OPERATIONS } from './v1-operations';

const document = buildOpenApiDocument({
  operations: V1_OPERATIONS,
  publicUrl: 'http://localhost:3000',
  version: '0.1.0',
});
process.stdout.write(`${JSON.stringify(document, null, 2)}\n`);
