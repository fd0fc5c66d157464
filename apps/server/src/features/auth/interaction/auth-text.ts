import MessageFormat from '@messageformat/core';
import { acceptLanguageTags, LOCALES, matchLocale, type Locale } from '@overlap/contracts';
import de from './messages/de.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import es from './messages/es.json' with { type: 'json' };
import fr from './messages/fr.json' with { type: 'json' };

export type AuthTextKey = keyof typeof en;
export type AuthText = (key: AuthTextKey, args?: Record<string, string | number>) => string;

export const AUTH_TEXT_SOURCES: Record<Locale, Record<string, string>> = { en, de, fr, es };

function compile(locale: Locale): Map<string, (args: Record<string, string | number>) => string> {
  const mf = new MessageFormat(locale);
  return new Map(
    Object.entries(AUTH_TEXT_SOURCES[locale]).map(([key, message]) => {
      const run = mf.compile(message);
      return [key, (args) => String(run(args))];
    }),
  );
}

// Compiled when the server loads, so a broken message stops the start rather than a sign-in.
const COMPILED = new Map(LOCALES.map((locale) => [locale, compile(locale)]));

/** The words of the sign-in pages in one language (English for a key it lacks; the tests forbid that). */
export function authText(locale: Locale): AuthText {
  const own = COMPILED.get(locale)!;
  const english = COMPILED.get('en')!;
  return (key, args = {}) => (own.get(key) ?? english.get(key)!)(args);
}

/**
 * The language of a sign-in page: the app's own (sent as OIDC `ui_locales` when it starts a sign-in),
 * else the browser's Accept-Language, else English.
 */
export function authPageLocale(uiLocales: unknown, acceptLanguage: string | undefined): Locale {
  const asked = typeof uiLocales === 'string' ? uiLocales.split(/\s+/).filter(Boolean) : [];
  return matchLocale([...asked, ...acceptLanguageTags(acceptLanguage)]);
}
