import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, type Token } from '@messageformat/parser';
import { LOCALES } from '@overlap/contracts';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from './load-all';

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'messages');
const read = (locale: string, namespace: string) =>
  JSON.parse(readFileSync(path.join(folder, locale, `${namespace}.json`), 'utf8')) as Record<string, unknown>;

/** The argument names a message uses, and the plural/select cases, as a comparable set. */
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

describe('message catalogues', () => {
  it('has exactly the catalogue files the app loads, in every language', () => {
    for (const locale of LOCALES) {
      const files = readdirSync(path.join(folder, locale)).filter((file) => file.endsWith('.json'));
      expect(files.map((file) => file.replace(/\.json$/, '')).sort(), locale).toEqual([...NAMESPACES].sort());
    }
  });

  for (const namespace of NAMESPACES) {
    const english = read('en', namespace);
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      it(`${locale}/${namespace} holds every English key and no other`, () => {
        const other = read(locale, namespace);
        const missing = Object.keys(english).filter((key) => !(key in other));
        const extra = Object.keys(other).filter((key) => !(key in english));
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      });
      it(`${locale}/${namespace} uses the same arguments as English, in valid ICU`, () => {
        const other = read(locale, namespace);
        for (const [key, message] of Object.entries(english)) {
          expect(typeof message, `${namespace}.${key} is not text`).toBe('string');
          const translated = other[key];
          if (typeof translated !== 'string') continue; // reported by the test above
          expect(translated.trim(), `${locale}: ${namespace}.${key} is empty`).not.toBe('');
          expect(argumentsOf(translated), `${locale}: ${namespace}.${key}`).toEqual(
            argumentsOf(message as string),
          );
        }
      });
    }
  }

  // A value left as the English one is a line a German, French or Spanish reader sees in English. It is
  // fine only for names (products, plans, cities, brands) and for words the language shares with English.
  const NAMES = [
    'Overlap',
    'Jitsi Meet',
    'Google Meet',
    'Microsoft Teams',
    'San Francisco',
    'New York',
    'London',
    'Bangalore',
    'Nextcloud',
    'Fastmail',
    'Radicale',
    'Baïkal',
    'Synology Calendar',
    'Zimbra',
    'mailbox.org',
    'Google Calendar',
    'appleid.apple.com',
    'Free',
    'Pro',
    'Team',
    'Webhooks',
    'Webhook',
    'Blog',
    'Pitch',
  ];
  const SHARED_WORDS: Record<string, string[]> = {
    de: [
      'Admin',
      'Details',
      'Optional',
      'optional',
      'Meeting',
      'Meetings',
      'Status',
      'Person',
      'Tool',
      'Fairness',
      'Dashboard',
      'Name',
      'Option',
      'in',
      'In',
      'System',
    ],
    fr: [
      'Admin',
      'Action',
      'Actions',
      'h',
      'min',
      'minute',
      'minutes',
      'Page',
      'Menu',
      'Mobile',
      'E-mail',
      'Participants',
      'Option',
      'Description',
      'Invitation',
    ],
    es: ['Admin', 'h', 'min', 'Legal', 'No'],
  };
  const untranslatedWords = (locale: string, message: string): string[] => {
    let rest = message.replace(/https?:\/\/\S+/g, ' ');
    // Arguments and plural cases, innermost first: "{count, plural, one {# minute} other {# minutes}}".
    while (/\{[^{}]*\}/.test(rest)) rest = rest.replace(/\{[^{}]*\}/g, ' ');
    for (const name of NAMES) rest = rest.split(name).join(' ');
    const words = rest.match(/\p{L}[\p{L}-]+/gu) ?? [];
    return words.filter((word) => !SHARED_WORDS[locale]!.includes(word));
  };

  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    it(`${locale} leaves no English sentence untranslated`, () => {
      const left: string[] = [];
      for (const namespace of NAMESPACES) {
        const english = read('en', namespace);
        const other = read(locale, namespace);
        for (const [key, message] of Object.entries(english)) {
          if (other[key] !== message || typeof message !== 'string') continue;
          if (untranslatedWords(locale, message).length > 0) left.push(`${namespace}.${key}: ${message}`);
        }
      }
      expect(left).toEqual([]);
    });
  }
});
