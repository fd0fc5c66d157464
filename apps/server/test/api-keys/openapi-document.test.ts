import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HTTPMethods } from 'fastify';
import { WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT } from '@overlap/contracts';
import { signedInUser } from '../auth/support/signed-in-user';
import { startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let doc: {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
  webhooks: unknown;
};
let headers: Record<string, string>;

interface Operation {
  operationId: string;
  security: Array<{ bearerAuth: string[] }>;
  parameters?: Array<{ name: string; in: string; required: boolean }>;
  requestBody?: { required: boolean; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, unknown>;
}
interface JsonSchema {
  properties?: Record<string, unknown>;
  required?: string[];
}

/** Every (method, path) in Fastify's own route table, read from its printed radix tree. */
function liveRoutes(printed: string): Array<{ method: string; url: string }> {
  const pathAtDepth: string[] = [];
  const routes: Array<{ method: string; url: string }> = [];
  for (const line of printed.split('\n')) {
    const match = /^((?:│ {3}| {4}|├── |└── )*)(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match?.[2]?.trim()) continue;
    const depth = match[1]!.length / 4;
    const url = ((pathAtDepth[depth - 1] ?? '') + match[2]).replace(/^\/\//, '/');
    pathAtDepth[depth] = url;
    pathAtDepth.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, url });
  }
  return routes;
}

const fromOpenApi = (path: string) => path.replace(/\{([A-Za-z]+)\}/g, ':$1');

beforeAll(async () => {
  t = await startTestApp();
  const user = await signedInUser(t, 'dev@example.com', 'Dee Developer');
  const key = await t.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: user.headers,
    payload: { name: 'Docs check', scopes: ['meetings:read', 'meetings:write'] },
  });
  headers = { authorization: `Bearer ${key.json().key}` };
  const res = await t.app.inject('/api/openapi.json');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('application/json');
  doc = res.json();
});
afterAll(() => t.close());

const documented = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      url: fromOpenApi(path),
      op,
    })),
  );

describe('/api/openapi.json', () => {
  it('is OpenAPI 3.1 with a bearer scheme for keys and tokens and the error body', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes).toEqual({
      bearerAuth: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
      webhookSignature: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'webhook-signature' }),
    });
    expect(doc.components.schemas.Error).toMatchObject({
      type: 'object',
      required: ['code', 'message', 'error'],
      properties: { params: expect.objectContaining({ type: 'object' }) },
    });
  });

  it('resolves every $ref from the document’s root (no schema-local $defs)', () => {
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"([^"]+)"/g)].map(([, ref]) => ref!);
    expect(refs.length).toBeGreaterThan(20);
    for (const ref of refs) {
      expect(ref).toMatch(/^#\/components\/schemas\/[A-Za-z]+$/);
      expect(doc.components.schemas, ref).toHaveProperty([ref.split('/').pop()!]);
    }
  });

  it('lists exactly the /api/v1 and /api/v2 routes Fastify serves, with their methods', () => {
    const live = liveRoutes(t.app.printRoutes({ commonPrefix: false }))
      .filter((r) => /^\/api\/v[12]\//.test(r.url) && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    const inDoc = documented()
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(live.length).toBeGreaterThanOrEqual(26);
    expect(inDoc).toEqual(live);
    for (const { method, url } of documented()) {
      expect(t.app.hasRoute({ method: method as HTTPMethods, url }), `${method} ${url}`).toBe(true);
    }
  });

  it('describes every JSON success body with a named schema, and every error a write can give', () => {
    const refs = new Set<string>();
    for (const { method, url, op } of documented()) {
      const responses = op.responses as Record<string, { content?: Record<string, { schema: unknown }> }>;
      const [status, success] = Object.entries(responses).find(([code]) => code.startsWith('2'))!;
      if (status === '204') {
        expect(success.content, `${method} ${url}`).toBeUndefined();
        continue;
      }
      const json = success.content?.['application/json'];
      if (!json) {
        expect(success.content, `${method} ${url}`).toHaveProperty(['text/calendar']);
        continue;
      }
      const ref = (json.schema as { $ref?: string }).$ref;
      expect(ref, `${method} ${url} ${status}`).toMatch(/^#\/components\/schemas\/[A-Za-z]+$/);
      refs.add(ref!.split('/').pop()!);
      expect(Object.keys(responses), `${method} ${url}`).toEqual(
        expect.arrayContaining(['401', '403', '429']),
      );
      if (method !== 'GET') expect(Object.keys(responses), `${method} ${url}`).toContain('409');
      if ((op as { requestBody?: unknown }).requestBody) {
        expect(Object.keys(responses), `${method} ${url}`).toEqual(
          expect.arrayContaining(['400', '413', '415']),
        );
      }
    }
    for (const name of refs) expect(doc.components.schemas, name).toHaveProperty([name]);
    expect(doc.components.schemas.MeetingDetail).toMatchObject({
      type: 'object',
      properties: {
        participants: { type: 'array' },
        status: { enum: expect.arrayContaining(['scheduled']) },
      },
    });
  });

  it('names the scope of every operation: writes need meetings:write, reads meetings:read', () => {
    for (const { method, url, op } of documented()) {
      const scopes = op.security[0]!.bearerAuth;
      // Revealing a webhook's signing secret is a read that needs write: a read-only key could sign.
      const writeToRead = method !== 'GET' || url === '/api/v1/webhooks/:id/secret';
      if (url === '/api/v1/me') expect(scopes).toEqual([]);
      else expect(scopes, `${method} ${url}`).toEqual([writeToRead ? 'meetings:write' : 'meetings:read']);
      expect(op.responses['429']).toMatchObject({
        headers: { 'Retry-After': { schema: { type: 'integer' } } },
      });
      const pathParams = [...url.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => name);
      expect(op.parameters?.filter((p) => p.in === 'path').map((p) => p.name) ?? []).toEqual(pathParams);
    }
    const suggestions = doc.paths['/api/v1/meetings/{id}/suggestions']!.get!;
    expect(suggestions.parameters).toContainEqual(
      expect.objectContaining({ name: 'near', in: 'query', required: false }),
    );
    expect(suggestions.parameters).toContainEqual(
      expect.objectContaining({
        name: 'heatMap',
        in: 'query',
        required: false,
        description: expect.stringContaining('two bits a slot'),
        schema: expect.objectContaining({ enum: ['letters', 'packed'] }),
      }),
    );
  });

  it('describes the bodies the routes really validate: leaving out a required field is refused by name', async () => {
    const withRequired = documented().filter(
      (r) => r.op.requestBody?.content['application/json'].schema.required,
    );
    expect(withRequired.map((r) => r.op.operationId).sort()).toEqual([
      'addParticipants',
      'bookMeeting',
      'bookMeetingRotation',
      'cancelSeriesOccurrences',
      'changeParticipant',
      'createMeeting',
      'createWebhook',
      'rescheduleMeeting',
      'restoreSeriesOccurrence',
    ]);
    for (const { method, url, op } of withRequired) {
      const required = op.requestBody!.content['application/json'].schema.required!;
      const res = await t.app.inject({
        method: method as HTTPMethods,
        url: url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000'),
        headers,
        payload: {},
      });
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      const fields = Object.keys(res.json().fields ?? {});
      expect(fields.length, `${method} ${url}`).toBeGreaterThan(0);
      for (const field of fields) expect(required, `${method} ${url}`).toContain(field.split('.')[0]);
    }
    const create = doc.paths['/api/v1/meetings']!.post!.requestBody!.content['application/json'].schema;
    expect(Object.keys(create.properties ?? {})).toEqual(
      expect.arrayContaining(['title', 'durationMinutes', 'participants', 'windowStart', 'windowEnd']),
    );
  });
});

describe('the webhooks section', () => {
  it('describes the body and headers of every event a webhook can receive', () => {
    const events = doc.webhooks as Record<
      string,
      {
        post: {
          security: unknown;
          parameters: { name: string }[];
          requestBody: { content: Record<string, { schema: { $ref: string } }> };
        };
      }
    >;
    expect(Object.keys(events).sort()).toEqual([...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT].sort());
    for (const [type, { post }] of Object.entries(events)) {
      expect(post.security, type).toEqual([{ webhookSignature: [] }]);
      expect(
        post.parameters.map((p) => p.name),
        type,
      ).toEqual(['webhook-id', 'webhook-timestamp', 'webhook-signature']);
      const name = post.requestBody.content['application/json']!.schema.$ref.split('/').pop()!;
      const schema = doc.components.schemas[name] as { properties: Record<string, { const?: string }> };
      expect(schema.properties.type, type).toMatchObject({ const: type });
      expect(Object.keys(schema.properties), type).toEqual(['type', 'timestamp', 'data']);
    }
    expect(doc.components.schemas.WebhookMeeting).toMatchObject({
      properties: { status: { enum: expect.arrayContaining(['scheduled']) } },
    });
  });
});

describe('/api/docs', () => {
  it('is a page without scripts under the strict policy, naming every operation', async () => {
    const res = await t.app.inject('/api/docs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).not.toMatch(/<script/i);
    expect(res.body).toContain('<h1>Overlap API');
    expect(res.body).toContain('<code>packed</code>, base64 of two bits a slot');
    for (const [path, methods] of Object.entries(doc.paths)) {
      expect(res.body).toContain(`<code>${path}</code>`);
      for (const op of Object.values(methods)) expect(res.body).toContain(`id="${op.operationId}"`);
    }
  });
});
