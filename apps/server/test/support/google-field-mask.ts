/**
 * Google's partial-response `fields` parameter, as its performance guide describes it: a comma-separated
 * list of field names, `a/b` for a field inside another, `a(b,c)` for some fields of each element of `a`,
 * and `*` for every field. A name without a sub-selection selects the whole value.
 */
export type FieldMask = Map<string, FieldMask | 'all'>;

export function parseFieldMask(text: string): FieldMask {
  let at = 0;
  const fail = (why: string): never => {
    throw new Error(`Invalid field selection "${text}" at ${at}: ${why}`);
  };
  const name = () => {
    const match = /^(\*|[A-Za-z_][A-Za-z0-9_]*)/.exec(text.slice(at));
    if (!match) fail('a field name is expected');
    at += match![0].length;
    return match![0];
  };
  const merge = (mask: FieldMask, key: string, value: FieldMask | 'all') => {
    const known = mask.get(key);
    if (known === 'all' || value === 'all' || !known) mask.set(key, known === 'all' ? 'all' : value);
    else for (const [inner, sub] of value) merge(known, inner, sub);
  };
  const list = (): FieldMask => {
    const mask: FieldMask = new Map();
    for (;;) {
      const path = [name()];
      while (text[at] === '/') {
        at++;
        path.push(name());
      }
      let leaf: FieldMask | 'all' = 'all';
      if (text[at] === '(') {
        at++;
        leaf = list();
        if (text[at] !== ')') fail('")" is expected');
        at++;
      }
      const nested = path
        .slice(1)
        .reverse()
        .reduce<FieldMask | 'all'>((inner, key) => new Map([[key, inner]]), leaf);
      merge(mask, path[0]!, nested);
      if (text[at] !== ',') return mask;
      at++;
    }
  };
  const mask = list();
  if (at !== text.length) fail('unexpected text');
  return mask;
}

/** The part of `value` the mask selects; arrays are masked element by element. */
export function applyFieldMask(value: unknown, mask: FieldMask | 'all'): unknown {
  if (mask === 'all' || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((element) => applyFieldMask(element, mask));
  if (mask.has('*')) return value;
  const kept: Record<string, unknown> = {};
  for (const [key, sub] of mask) {
    const inner = (value as Record<string, unknown>)[key];
    if (inner !== undefined) kept[key] = applyFieldMask(inner, sub);
  }
  return kept;
}

/**
 * Why a mask could let more than the allowed fields through, or null when it cannot: every selected field
 * must be allowed, and a field the allowance narrows must be narrowed in the mask too.
 */
export function maskBeyond(mask: FieldMask | 'all', allowed: FieldMask | 'all', where = ''): string | null {
  if (allowed === 'all') return null;
  if (mask === 'all') return `${where || 'the whole resource'} is selected without naming its fields`;
  for (const [key, sub] of mask) {
    const path = where ? `${where}/${key}` : key;
    const allowedSub = allowed.get(key);
    if (key === '*' || !allowedSub) return `${path} is not a field this read may ask for`;
    const beyond = maskBeyond(sub, allowedSub, path);
    if (beyond) return beyond;
  }
  return null;
}
