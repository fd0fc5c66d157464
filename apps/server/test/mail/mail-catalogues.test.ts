import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, type Token } from '@messageformat/parser';
import { LOCALES } from '@overlap/contracts';
import { describe, expect, it } from 'vitest';

const folder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../src/features/mail/i18n/messages',
);
const read = (locale: string) =>
  JSON.parse(readFileSync(path.join(folder, `${locale}.json`), 'utf8')) as Record<string, unknown>;

/** The argument names a message uses, plural and select ones included, as a comparable list. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        names.add(token.arg);
        for (const c of token.cases) walk(c.tokens);
      }
    }
  };
  walk(parse(message));
  return [...names].sort();
}

describe('e-mail catalogues', () => {
  const english = read('en');
  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    it(`${locale} holds every English key and no other`, () => {
      const other = read(locale);
      const missing = Object.keys(english).filter((key) => !(key in other));
      const extra = Object.keys(other).filter((key) => !(key in english));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it(`${locale} uses the same arguments as English, in valid ICU`, () => {
      const other = read(locale);
      for (const [key, message] of Object.entries(english)) {
        expect(typeof message, `${key} is not text`).toBe('string');
        const translated = other[key];
        if (typeof translated !== 'string') continue; // reported by the test above
        expect(translated.trim(), `${locale}: ${key} is empty`).not.toBe('');
        expect(argumentsOf(translated), `${locale}: ${key}`).toEqual(argumentsOf(message as string));
      }
    });
  }
});
