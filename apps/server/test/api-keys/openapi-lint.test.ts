import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../src/features/public-api/openapi-document';
import { V1_OPERATIONS } from '../../src/features/public-api/v1-operations';

const document = buildOpenApiDocument({
  operations: V1_OPERATIONS,
  publicUrl: 'https://overlap.example',
  version: '1.2.3',
});

/** Redocly's own linter with its recommended rules, as a developer reading the document would run it. */
async function problemsOf(doc: object) {
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({
    source: JSON.stringify(doc),
    absoluteRef: 'openapi.json',
    config,
  });
  return problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message}`);
}

describe('the OpenAPI document under Redocly’s recommended rules', () => {
  it('has no error and no warning', async () => {
    expect(await problemsOf(document)).toEqual([]);
  });

  it('would be flagged for a component no operation uses, so the check can fail', async () => {
    const withUnused = {
      ...document,
      components: {
        ...document.components,
        schemas: { ...document.components.schemas, NobodyAnswersWithThis: { type: 'string' } },
      },
    };
    expect(await problemsOf(withUnused)).toEqual([
      'warn no-unused-components: Component: "NobodyAnswersWithThis" is never used.',
    ]);
  });

  it('names the server’s terms of service as what governs using the API', () => {
    expect(document.info.termsOfService).toBe('https://overlap.example/terms');
    expect(document.info.license).toEqual({
      name: 'Terms of service of this Overlap server',
      url: 'https://overlap.example/terms',
    });
  });
});
