import type { ClockFormat } from '@overlap/contracts/schemas';

/** `h12`: 9:00 AM … 12:30 PM; `h23`: 09:00 … 23:59. */
export type HourCycle = 'h12' | 'h23';

/** The reader's choice in Settings (stored with the user's settings); `auto` follows the browser's language and region. */
export type ClockPreference = ClockFormat;

export const CLOCK_PREFERENCES: readonly ClockPreference[] = ['auto', '12h', '24h'];

// Every component that shows a time asks on each render; making an Intl formatter each time was a
// noticeable part of the guest page's first render on a slow phone.
const cycles = new Map<string | undefined, HourCycle>();

/** The hour cycle a locale's readers expect: `en-US` → h12, `en-GB` or `de-DE` → h23. */
export function localeHourCycle(locale?: string): HourCycle {
  let cycle = cycles.get(locale);
  if (!cycle) {
    const options = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions();
    cycle = options.hourCycle
      ? options.hourCycle === 'h11' || options.hourCycle === 'h12'
        ? 'h12'
        : 'h23'
      : options.hour12
        ? 'h12'
        : 'h23';
    cycles.set(locale, cycle);
  }
  return cycle;
}

export function resolveHourCycle(preference: ClockPreference, locale?: string): HourCycle {
  if (preference === '12h') return 'h12';
  if (preference === '24h') return 'h23';
  return localeHourCycle(locale);
}
