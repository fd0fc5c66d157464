// Fields that are identifiers, brand or person names, routes, dates or clock times, not prose: they keep
// their value in every language.
const VERBATIM = new Set([
  'route',
  'icon',
  'id',
  'kind',
  'name',
  'to',
  'effectiveDate',
  'state',
  'localTime',
]);

const join = (path: string, field: string | number): string => (path ? `${path}.${field}` : String(field));

/** Every prose string of a page's data with its message path, e.g. `steps.0.title`. */
export function proseMessages(data: unknown): Record<string, string> {
  const messages: Record<string, string> = {};
  const walk = (value: unknown, path: string): void => {
    if (typeof value === 'string') messages[path] = value;
    else if (Array.isArray(value)) value.forEach((item, index) => walk(item, join(path, index)));
    else if (value && typeof value === 'object') {
      for (const [field, inner] of Object.entries(value)) {
        if (!VERBATIM.has(field)) walk(inner, join(path, field));
      }
    }
  };
  walk(data, '');
  return messages;
}

/** The data with each prose string replaced by `say(path)`; identifiers and icons are kept. */
export function localizeProse<T>(data: T, say: (path: string) => string): T {
  const walk = (value: unknown, path: string): unknown => {
    if (typeof value === 'string') return say(path);
    if (Array.isArray(value)) return value.map((item, index) => walk(item, join(path, index)));
    if (value && typeof value === 'object' && typeof value !== 'function') {
      return Object.fromEntries(
        Object.entries(value).map(([field, inner]) => [
          field,
          VERBATIM.has(field) ? inner : walk(inner, join(path, field)),
        ]),
      );
    }
    return value;
  };
  return walk(data, '') as T;
}
