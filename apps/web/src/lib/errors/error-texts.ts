import { ERROR_CATALOGUE, waitInWords, type ErrorParams, type Locale } from '@overlap/contracts';
import { use } from 'react';
import { currentLocale, translate, useLocale } from '@/i18n';
import { loadCatalogue } from '@/i18n/catalogue-loader';
import { findEnglishErrorText, loadEnglishErrorTexts, type ErrorKey } from './english-error-texts';

const prepared = new Map<Locale, Promise<void>>();

/** The `errors` catalogue of this language and the English one its texts are recognised by; never rejects. */
export function prepareErrorTexts(locale: Locale = currentLocale()): Promise<void> {
  let promise = prepared.get(locale);
  if (!promise) {
    // English texts are shown as the server and the schemas wrote them, with nothing to recognise.
    const english = locale === 'en' ? undefined : loadEnglishErrorTexts();
    promise = Promise.all([loadCatalogue(locale, 'errors'), english]).then(
      () => undefined,
      () => {
        // Offline, say: the English words are shown, and the next error asks again.
        prepared.delete(locale);
      },
    );
    prepared.set(locale, promise);
  }
  return promise;
}

/** For a form that words the shared schemas' issues while rendering: suspends until the texts are here. */
export function useErrorTexts(): void {
  use(prepareErrorTexts(useLocale()));
}

const t = (key: ErrorKey, values?: Parameters<ReturnType<typeof translate<'errors'>>>[1]) => {
  const text = translate('errors')(key, values);
  return text === key ? null : text;
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The values a server error was made from, worded for the person: a wait in seconds becomes `wait`
 * ("5 Minuten"), a day is written the local way, a reason that is itself a known sentence is translated.
 */
function localValues(params: ErrorParams): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    if (name === 'waitSeconds' && typeof value === 'number') values.wait = waitText(value);
    else if (typeof value === 'string' && ISO_DAY.test(value)) values[name] = dayText(value);
    else if (name === 'reason' && typeof value === 'string') values[name] = knownErrorText(value) ?? value;
    else values[name] = value;
  }
  return values;
}

function dayText(day: string): string {
  return new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

function listText(items: string[]): string {
  return new Intl.ListFormat(currentLocale(), { type: 'conjunction' }).format(items);
}

function knownErrorText(english: string, params?: ErrorParams): string | null {
  const sent = params ? localValues(params) : undefined;
  const found = findEnglishErrorText(english, sent && new Set(Object.keys(sent)));
  if (!found) return null;
  const values = { ...found.values, ...sent };
  if (typeof values.field === 'string') {
    values.field = t(`field.${values.field.toLowerCase()}` as ErrorKey) ?? values.field;
  }
  // "GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET": the names stay, the English "and" does not.
  if (typeof values.names === 'string') values.names = listText(values.names.split(/, | and /));
  return t(found.key, values);
}

/**
 * An English error text (a server message, a schema issue) in the person's language when the catalogue
 * knows it; otherwise the English text itself.
 */
export function localErrorText(english: string): string {
  if (currentLocale() === 'en') return english;
  return knownErrorText(english) ?? english;
}

/** The same for the message under one field: a sentence the catalogue does not know says the value is wrong. */
export function localFieldText(english: string, params?: ErrorParams): string {
  if (currentLocale() === 'en') return english;
  return knownErrorText(english, params) ?? t('status.fieldInvalid') ?? english;
}

/** Each field's message; the answer's `params` are the values of the field messages made from them. */
export function localFieldTexts(
  fields: Record<string, string>,
  params?: ErrorParams,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, text]) => [field, localFieldText(text, params)]),
  );
}

/** A wait in the person's language, rounded as the server words it. */
const waitText = (seconds: number) => waitInWords(seconds, currentLocale());

const isCatalogueCode = (code: string | undefined): code is keyof typeof ERROR_CATALOGUE =>
  code !== undefined && Object.hasOwn(ERROR_CATALOGUE, code);

export interface ErrorAnswer {
  status: number;
  statusText: string;
  code?: string;
  message?: string;
  retryAfterSeconds?: number;
  /** The values inside `message`, as the server sent them. */
  params?: ErrorParams;
}

function waitingText(answer: ErrorAnswer): string | null {
  const seconds = answer.retryAfterSeconds;
  if (seconds === undefined) return null;
  if (answer.status === 503) return t('status.unavailableRetry', { wait: waitText(seconds) });
  if (answer.status === 429) return t('status.rateLimitedRetry', { wait: waitText(seconds) });
  return null;
}

/**
 * What a person reads for an error answer: the server's English words in English; in another language
 * the same words when the catalogue knows them, else the text of the answer's code (a wait when it said
 * Retry-After), and the server's words only for a code this app does not know. Without a body: a wait
 * for a Retry-After, else the status line (spec §8).
 */
export function serverErrorText(answer: ErrorAnswer): string {
  const english = answer.message;
  const statusLine = `HTTP ${answer.status}: ${answer.statusText}`;
  if (!english) {
    const waiting = waitingText(answer);
    if (waiting) return waiting;
    // Spec §8 names the status line; other languages get a sentence instead.
    if (answer.status >= 500 && currentLocale() !== 'en') return t('code.internal') ?? statusLine;
    return statusLine;
  }
  if (currentLocale() === 'en') return english;
  const known = knownErrorText(english, answer.params);
  if (known) return known;
  const fallback = waitingText(answer) ?? (isCatalogueCode(answer.code) ? t(`code.${answer.code}`) : null);
  return fallback ?? english;
}

/** The request never reached the server (offline, DNS, connection refused). */
export function networkErrorText(): string {
  return t('status.network') ?? 'We could not reach Overlap. Check your connection and try again.';
}
