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
  const words = LOCALES.map((locale) => {
    const catalogue = JSON.parse(readFileSync(path.join(messages, locale, 'common.json'), 'utf8')) as Record<
      string,
      string
    >;
    const text = catalogue[key];
    if (!text) throw new Error(`common.${key} is missing in ${locale}`);
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  });
  return new RegExp(`^(${[...new Set(words)].join('|')})$`);
}
