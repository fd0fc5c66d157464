import { DEFAULT_LOCALE, isLocale, matchLocale, type Locale } from '@overlap/contracts';
import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { loadCatalogue, namespacesInUse } from './catalogue-loader';

const STORAGE_KEY = 'overlap.locale';

interface LocaleState {
  /** The language the app renders in now. */
  locale: Locale;
}

export const useLocaleStore = create<LocaleState>(() => ({ locale: DEFAULT_LOCALE }));

const readLocale = () => useLocaleStore.getState().locale;

// The language of the HTML being hydrated: hydration runs in steps, and a switch to the reader's
// language may land between them, so it must keep reading the HTML's language until it is done.
let htmlLocale: Locale | undefined;
const readHtmlLocale = () => htmlLocale ?? readLocale();

/** Before hydrating prerendered HTML: the language that HTML was rendered in. */
export function hydrateFrom(locale: Locale): void {
  htmlLocale = locale;
}

/**
 * The language to render in. A server render reads the current value (not the store's initial one, so
 * the prerender and render tests see the language they set); hydration reads the HTML's.
 */
export function useLocale(): Locale {
  return useSyncExternalStore(useLocaleStore.subscribe, readLocale, readHtmlLocale);
}

/** The language a person chose on a page of this browser before, if any. */
export function rememberedLocale(): Locale | null {
  if (typeof window === 'undefined') return null;
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // Storage refused (private mode, blocked cookies): nothing was remembered.
  }
  return null;
}

/** The language this browser asked for: the one chosen here before, else the browser's own. */
export function preferredLocale(): Locale {
  if (typeof window === 'undefined') return DEFAULT_LOCALE;
  return (
    rememberedLocale() ??
    matchLocale(navigator.languages?.length ? navigator.languages : [navigator.language])
  );
}

/** The language the app renders in now, for code outside React components. */
export function currentLocale(): Locale {
  return useLocaleStore.getState().locale;
}

/** Before the first render: the language to start in, with its common catalogue loaded. */
export async function startLocale(locale: Locale): Promise<void> {
  await loadCatalogue(locale, 'common');
  useLocaleStore.setState({ locale });
  document.documentElement.lang = locale;
}

/**
 * Changes the app's language once every catalogue on screen has arrived in it (no flash of keys).
 * `remember` keeps the choice in this browser (a choice made on a page, not one read from the browser).
 */
export async function switchLocale(locale: Locale, { remember }: { remember: boolean }): Promise<void> {
  if (remember) {
    try {
      window.localStorage.setItem(STORAGE_KEY, locale);
    } catch {
      // Not kept across visits when storage is refused; the switch itself still happens.
    }
  }
  await Promise.all(namespacesInUse().map((namespace) => loadCatalogue(locale, namespace)));
  useLocaleStore.setState({ locale });
  document.documentElement.lang = locale;
}
