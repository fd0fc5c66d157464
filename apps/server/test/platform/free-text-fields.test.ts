import * as contracts from '@overlap/contracts/schemas';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as adminMail from '../../src/features/admin/admin-mail-schemas';
import * as admin from '../../src/features/admin/admin-schemas';
import * as connections from '../../src/features/connections/connection-schemas';

interface Def {
  type: string;
  checks?: { _zod: { def: { check: string; fn?: unknown } } }[];
  format?: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
  out?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * A string is fine when a check decides what it may hold: a format or pattern (e-mail, UUID, a date), a
 * refinement such as a time-zone or URL check, or the shared text field, which refuses control
 * characters. One with at most a length is a bare `z.string()`.
 */
function bareStrings(schema: z.ZodType, path: string, seen = new Set<z.ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const walk = (child: z.ZodType | null | undefined, at: string) =>
    child ? bareStrings(child, at, seen) : [];
  switch (def.type) {
    case 'string': {
      const checks = (def.checks ?? []).map((c) => c._zod.def);
      const shaped = def.format !== undefined || checks.some((c) => c.check === 'string_format');
      const checked = checks.some((c) => c.check === 'custom');
      return shaped || checked ? [] : [path];
    }
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, child]) => walk(child, `${path}.${key}`));
    case 'array':
      return walk(def.element, `${path}[]`);
    case 'union':
      return (def.options ?? []).flatMap((option, i) => walk(option, `${path}|${i}`));
    case 'pipe':
      // Refinements after a transform check the pipe as a whole (an e-mail normalised, then validated).
      if ((def.checks ?? []).some((c) => c._zod.def.check === 'custom')) return [];
      return [...walk(def.in, path), ...walk(def.out, path)];
    case 'record':
      return [...walk(def.keyType, `${path}{key}`), ...walk(def.valueType, `${path}{}`)];
    case 'tuple':
      return [
        ...(def.items ?? []).flatMap((item, i) => walk(item, `${path}[${i}]`)),
        ...walk(def.rest, path),
      ];
    case 'intersection':
      return [...walk(def.left, path), ...walk(def.right, path)];
    case 'lazy':
      return walk(def.getter?.(), path);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return walk(def.innerType, path);
    default:
      return [];
  }
}

const isSchema = (value: unknown): value is z.ZodType =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** Every schema a module exports, including those made by an exported factory with no arguments. */
function schemasOf(module: Record<string, unknown>, name: string): [string, z.ZodType][] {
  return Object.entries(module).flatMap(([key, value]): [string, z.ZodType][] => {
    if (isSchema(value)) return [[`${name}.${key}`, value]];
    if (typeof value === 'function' && value.length <= 1 && /Schema$/.test(key)) {
      try {
        const made = (value as (arg?: unknown) => unknown)(() => true);
        if (isSchema(made)) return [[`${name}.${key}()`, made]];
      } catch {
        return [];
      }
    }
    return [];
  });
}

// Strings that are neither free text nor formatted, each with the reason it may stay bare.
const ALLOWED: Record<string, string> = {
  'contracts.healthResponse.version': 'an answer the server sends, never read from a request',
  'contracts.waitlistSignupResponse.message': 'an answer the server sends, never read from a request',
};

describe('free-text fields', () => {
  it('every string a request can carry is formatted or goes through the shared text field', () => {
    const schemas = [
      ...schemasOf(contracts, 'contracts'),
      ...schemasOf(admin, 'admin'),
      ...schemasOf(adminMail, 'adminMail'),
      ...schemasOf(connections, 'connections'),
    ];
    expect(schemas.length).toBeGreaterThan(20);
    // What the server answers (response-schemas.ts) is never read from a request.
    const requests = schemas.filter(([name]) => !/ResponseSchema$/.test(name));
    const bare = requests.flatMap(([name, schema]) => bareStrings(schema, name));
    expect(bare.filter((path) => !(path in ALLOWED))).toEqual([]);
  });

  it('finds a bare string, and passes the text field', async () => {
    const { z } = await import('zod');
    expect(bareStrings(z.object({ note: z.string().max(10) }), 'probe')).toEqual(['probe.note']);
    expect(bareStrings(z.object({ note: contracts.textField('Note').max(10) }), 'probe')).toEqual([]);
  });
});
