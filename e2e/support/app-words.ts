import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const messages = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/web/src/i18n/messages',
);
const LOCALES = ['en', 'de', 'fr', 'es'];

/**
 * An app text in whichever language the page is in (a German browser sees the header in German):
 * a whole-string match of the `common` catalogue's key in every language.
 */
export function anyLanguage(key: string): RegExp {
  return wholeWordsOf(messages, (locale) => `${locale}/common.json`, key);
}

const signInMessages = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/server/src/features/auth/interaction/messages',
);

/** A text of the built-in sign-in pages (they speak the app's language) in whichever language. */
export function anySignInLanguage(key: string): RegExp {
  return wholeWordsOf(signInMessages, (locale) => `${locale}.json`, key);
}

function wholeWordsOf(folder: string, file: (locale: string) => string, key: string): RegExp {
  const words = LOCALES.map((locale) => {
    const catalogue = JSON.parse(readFileSync(path.join(folder, file(locale)), 'utf8')) as Record<
      string,
      string
    >;
    const text = catalogue[key];
    if (!text) throw new Error(`${key} is missing in ${file(locale)}`);
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  });
  return new RegExp(`^(${[...new Set(words)].join('|')})$`);
}
