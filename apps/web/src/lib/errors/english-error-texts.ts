import type { MessageValues } from '@/i18n';
import type { Catalogues } from '@/i18n/namespaces';

export type ErrorKey = Extract<keyof Catalogues['errors'], string>;

interface Matcher {
  key: ErrorKey;
  pattern: RegExp;
  names: string[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where the argument opening at `start` (`{name}` or `{name, plural, …}`) closes. */
function argumentEnd(message: string, start: number): number {
  let depth = 0;
  for (let i = start; i < message.length; i++) {
    if (message[i] === '{') depth++;
    else if (message[i] === '}' && --depth === 0) return i;
  }
  return message.length - 1;
}

/**
 * `{field} must be on one line` → a pattern that reads `field` back out of the English sentence; a
 * plural or select argument reads back whatever words it became.
 */
function matcherOf(key: ErrorKey, message: string): Matcher {
  const names: string[] = [];
  let source = '';
  let from = 0;
  for (let at = message.indexOf('{'); at !== -1; at = message.indexOf('{', from)) {
    const end = argumentEnd(message, at);
    source += escape(message.slice(from, at)) + '(.+?)';
    names.push(/^\{\s*(\w+)/.exec(message.slice(at))?.[1] ?? '');
    from = end + 1;
  }
  source += escape(message.slice(from));
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

const sameNames = (names: string[], wanted: ReadonlySet<string>) =>
  names.every((name) => wanted.has(name)) && [...wanted].every((name) => names.includes(name));

/**
 * The key (and arguments) of an English error text the catalogue knows, once the catalogue is here. Given
 * the names of the values the server sent with it, a text made of exactly those values is preferred
 * (`no occurrence on {date}.` also reads `no occurrence on {date}; it meets on … {firstDate}.`).
 */
export function findEnglishErrorText(
  message: string,
  valueNames?: ReadonlySet<string>,
): { key: ErrorKey; values: MessageValues } | null {
  const all = matchers ?? [];
  const candidates = valueNames ? [...all.filter((m) => sameNames(m.names, valueNames)), ...all] : all;
  for (const { key, pattern, names } of candidates) {
    const found = pattern.exec(message);
    if (found) return { key, values: Object.fromEntries(names.map((name, i) => [name, found[i + 1] ?? ''])) };
  }
  return null;
}
