import type { MessageValues } from '@/i18n';
import type { Catalogues } from '@/i18n/namespaces';

export type ErrorKey = Extract<keyof Catalogues['errors'], string>;

interface Matcher {
  key: ErrorKey;
  pattern: RegExp;
  names: string[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `{field} must be on one line` → a pattern that reads `field` back out of the English sentence. */
function matcherOf(key: ErrorKey, message: string): Matcher {
  const names: string[] = [];
  const parts = message.split(/\{(\w+)\}/);
  const source = parts
    .map((part, index) => {
      if (index % 2 === 0) return escape(part);
      names.push(part);
      return '(.+?)';
    })
    .join('');
  return { key, pattern: new RegExp(`^${source}$`), names };
}

let matchers: Matcher[] | undefined;
let loading: Promise<void> | undefined;

/**
 * The English error catalogue as written (not compiled): the server and the shared schemas speak English,
 * so their words are found here and shown under the same key in the person's language.
 */
export function loadEnglishErrorTexts(): Promise<void> {
  loading ??= import('@/i18n/messages/en/errors.json').then(
    ({ default: english }) => {
      matchers = Object.entries(english)
        .filter(([key]) => !key.startsWith('field.'))
        .map(([key, message]) => matcherOf(key as ErrorKey, message));
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The key (and arguments) of an English error text the catalogue knows, once the catalogue is here. */
export function findEnglishErrorText(message: string): { key: ErrorKey; values: MessageValues } | null {
  for (const { key, pattern, names } of matchers ?? []) {
    const found = pattern.exec(message);
    if (found) return { key, values: Object.fromEntries(names.map((name, i) => [name, found[i + 1] ?? ''])) };
  }
  return null;
}
