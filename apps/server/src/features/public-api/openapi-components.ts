import { z } from 'zod';
import type { JsonSchema } from './request-schema';

export const COMPONENTS = '#/components/schemas/';

/** The name a response schema is registered under (`.meta({ id })`), which its `$ref` points to. */
export function componentName(schema: z.ZodType): string {
  const id = z.globalRegistry.get(schema)?.id;
  if (!id) throw new Error('A response schema needs .meta({ id }) to be named in the document');
  return id;
}

/** Every named response schema as JSON Schema, referring to each other by `$ref`. */
export function responseComponents(): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(z.globalRegistry, {
    target: 'draft-2020-12',
    io: 'output',
    unrepresentable: 'any',
    uri: (id) => `${COMPONENTS}${id}`,
  }) as { schemas: Record<string, JsonSchema> };
  return Object.fromEntries(
    Object.entries(schemas).map(([name, { $schema: _dialect, $id: _id, ...schema }]) => [name, schema]),
  );
}

/**
 * The components a part of the document refers to, and those they refer to in turn: the registry also
 * names schemas only the web app's routes answer with, which the document must not list unused.
 */
export function referencedFrom(
  root: unknown,
  components: Record<string, JsonSchema>,
): Record<string, JsonSchema> {
  const found = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith(COMPONENTS)) {
        const name = value.slice(COMPONENTS.length);
        if (!found.has(name)) {
          found.add(name);
          visit(components[name]);
        }
      } else visit(value);
    }
  };
  visit(root);
  return Object.fromEntries(Object.entries(components).filter(([name]) => found.has(name)));
}
