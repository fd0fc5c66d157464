import type { Locale } from '@overlap/contracts';

// 23 November 2026 was a Monday: seven days from it give the names Monday first, in any language.
const A_MONDAY = Date.UTC(2026, 10, 23);
const DAY_MS = 86_400_000;

// Asked on every render of the forms that show them; an Intl formatter is costly to make on a slow phone.
const named = new Map<string, readonly string[]>();

/** The seven weekday names from Monday, in the language, capitalised as a label starts. */
export function weekdayNames(locale: Locale, width: 'long' | 'short' = 'long'): string[] {
  const key = `${locale}|${width}`;
  let names = named.get(key);
  if (!names) {
    const format = new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' });
    names = Array.from({ length: 7 }, (_, index) => {
      const name = format.format(A_MONDAY + index * DAY_MS);
      return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
    });
    named.set(key, names);
  }
  return [...names];
}
