import MessageFormat from '@messageformat/core';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@overlap/contracts';
import de from './messages/de.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import es from './messages/es.json' with { type: 'json' };
import fr from './messages/fr.json' with { type: 'json' };

export type MailMessageKey = keyof typeof en;
export type MailMessageArgs = Record<string, string | number>;
export type MailText = (key: MailMessageKey, args?: MailMessageArgs) => string;

const SOURCES: Record<Locale, Record<string, string>> = { en, de, fr, es };

function compile(locale: Locale): Map<string, (args?: MailMessageArgs) => string> {
  const mf = new MessageFormat(locale);
  return new Map(
    Object.entries(SOURCES[locale]).map(([key, message]) => {
      const run = mf.compile(message);
      return [key, (args?: MailMessageArgs) => String(run(args ?? {}))];
    }),
  );
}

// Compiled once, when the server loads this module; a broken message stops the start, not an e-mail.
const COMPILED = new Map(LOCALES.map((locale) => [locale, compile(locale)]));

/** The e-mail words of one language; a key missing there falls back to English (the tests forbid it). */
export function mailText(locale: Locale): MailText {
  const own = COMPILED.get(locale)!;
  const english = COMPILED.get(DEFAULT_LOCALE)!;
  return (key, args) => (own.get(key) ?? english.get(key)!)(args);
}

/** The language of a participant's e-mails: the one the organizer picked for them, else the organizer's. */
export function recipientLocale(
  picked: Locale | null | undefined,
  organizers: Locale | null | undefined,
): Locale {
  return picked ?? organizers ?? DEFAULT_LOCALE;
}
