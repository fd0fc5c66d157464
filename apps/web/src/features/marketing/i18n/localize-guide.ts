import type { ProviderGuide } from '../types';

// Fields that are identifiers or brand names, not prose: they keep their value in every language.
const VERBATIM = new Set(['route', 'icon', 'id', 'kind', 'name']);

/** Every prose string of a guide with its message path, e.g. `steps.0.title`. */
export function guideMessages(guide: ProviderGuide): Record<string, string> {
  const messages: Record<string, string> = {};
  const walk = (value: unknown, path: string): void => {
    if (typeof value === 'string') messages[path] = value;
    else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${path}.${index}`));
    else if (value && typeof value === 'object') {
      for (const [field, inner] of Object.entries(value)) {
        if (!VERBATIM.has(field)) walk(inner, path ? `${path}.${field}` : field);
      }
    }
  };
  walk(guide, '');
  return messages;
}

/** The guide with each prose string replaced by `say(path)`; identifiers and the icon are kept. */
export function localizeGuide(guide: ProviderGuide, say: (path: string) => string): ProviderGuide {
  const walk = (value: unknown, path: string): unknown => {
    if (typeof value === 'string') return say(path);
    if (Array.isArray(value)) return value.map((item, index) => walk(item, `${path}.${index}`));
    if (value && typeof value === 'object' && typeof value !== 'function') {
      return Object.fromEntries(
        Object.entries(value).map(([field, inner]) => [
          field,
          VERBATIM.has(field) ? inner : walk(inner, path ? `${path}.${field}` : field),
        ]),
      );
    }
    return value;
  };
  return walk(guide, '') as ProviderGuide;
}
