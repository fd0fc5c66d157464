import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/**
 * Named schemas inside a request (a `.meta({ id })` one) come out as `$ref: '#/$defs/…'` beside the
 * request's own `$defs`, which the document's root would not resolve: they are put back in place.
 */
function inlineDefinitions(node: unknown, defs: Record<string, unknown>): unknown {
  if (Array.isArray(node)) return node.map((item) => inlineDefinitions(item, defs));
  if (!node || typeof node !== 'object') return node;
  const { $ref, ...rest } = node as { $ref?: string } & Record<string, unknown>;
  const name = typeof $ref === 'string' && $ref.startsWith('#/$defs/') ? $ref.slice('#/$defs/'.length) : null;
  const inlined = Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [key, inlineDefinitions(value, defs)]),
  );
  if (name === null) return $ref === undefined ? inlined : { $ref, ...inlined };
  return { ...(inlineDefinitions(defs[name], defs) as Record<string, unknown>), ...inlined };
}

/** A request schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), describing what may be sent. */
export function requestSchema(schema: z.ZodType): JsonSchema {
  const {
    $schema: _dialect,
    $defs,
    ...rest
  } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema & { $defs?: Record<string, unknown> };
  return $defs ? (inlineDefinitions(rest, $defs) as JsonSchema) : rest;
}
