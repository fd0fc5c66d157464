import { supportedTimeZones } from './time-zones';

type CountryOfZone = (zone: string) => string | undefined;
let loadedCountryOf: CountryOfZone | null = null;

/**
 * Loads which country each zone is in (a table of some 4 KB) apart from the pages that show a zone:
 * the picker asks when it appears, well before its list is opened, so a page's first load is lighter.
 */
export async function loadZoneCountries(): Promise<void> {
  loadedCountryOf ??= (await import('./zone-countries')).zoneCountry;
}

/** One zone as a time-zone list shows it: "Kolkata (GMT+5:30)", in India. */
export interface ZoneOption {
  /** The IANA name, e.g. "Asia/Kolkata". */
  zone: string;
  /** The place people know it by: "Kolkata", "New York", "UTC". */
  city: string;
  /** Minutes east of Greenwich at the reference instant (daylight saving included). */
  offset: number;
  /** "Kolkata (GMT+5:30)". */
  label: string;
  /** The country in the reader's language ("Indien" in German), or '' for UTC and the like. */
  country: string;
  /** What a search looks in: city, country (in the reader's language and in English) and IANA name. */
  words: string;
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** Minutes east of Greenwich in `zone` at `instant` (Kolkata +330, New York in winter -300). */
export function zoneOffsetMinutes(zone: string, instant: number): number {
  let format = offsetFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    offsetFormats.set(zone, format);
  }
  const name = format.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const match = /([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** "GMT+5:30", "GMT-5", "GMT+0". */
export function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `GMT${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/** The last part of the name, as people say it: "America/Argentina/Buenos_Aires" → "Buenos Aires". */
export function zoneCity(zone: string): string {
  return (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
}

/** Every zone with its city, offset at `instant` and country (`countryOf`, named by `countryName`). */
export function zoneOptions(
  zones: readonly string[],
  instant: number,
  countryName: (code: string) => string,
  countryOf: CountryOfZone,
): ZoneOption[] {
  return zones
    .map((zone) => {
      const city = zoneCity(zone);
      const offset = zoneOffsetMinutes(zone, instant);
      const code = countryOf(zone);
      const country = code ? countryName(code) : '';
      const english = code ? englishCountryName(code) : '';
      return {
        zone,
        city,
        offset,
        label: zoneLabel(zone, instant),
        country,
        words: fold(`${city} ${country} ${english} ${zone}`),
      };
    })
    .sort((a, b) => a.offset - b.offset || a.city.localeCompare(b.city));
}

/** The offset a search means, in minutes: "GMT+5:30", "utc-3", "+0530", "-5", "+5.5"; null for other text. */
export function typedOffset(text: string): number | null {
  const match = /^(?:gmt|utc)?\s*([+\-−])\s*(\d{1,2})(?:(?::|\.|h)?(\d{1,2}))?$/i.exec(text.trim());
  if (!match) return /^(gmt|utc)$/i.test(text.trim()) ? 0 : null;
  const hours = Number(match[2]);
  const tail = match[3] ?? '';
  // "+5.5" is five and a half hours; "+5:30" and "+0530" give the minutes.
  const minutes = text.includes('.') ? Math.round(Number(`0.${tail}`) * 60) : Number(tail || 0);
  if (hours > 14 || minutes >= 60) return null;
  const total = hours * 60 + minutes;
  return match[1] === '+' ? total : -total;
}

let englishNames: Intl.DisplayNames | null = null;
function englishCountryName(code: string): string {
  englishNames ??= new Intl.DisplayNames('en', { type: 'region' });
  return englishNames.of(code) ?? '';
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[_/]+/g, ' ').toLowerCase();
}

/**
 * The options a search finds: by offset ("GMT+5:30"), or by city, country or IANA name, every typed word
 * matching. Cities that start with the text come first, then other cities, then countries and names.
 */
export function searchZones(options: readonly ZoneOption[], text: string): ZoneOption[] {
  const offset = typedOffset(text);
  if (offset !== null) {
    const byOffset = options.filter((option) => option.offset === offset);
    return text.trim().toLowerCase() === 'utc'
      ? [...options.filter((o) => o.zone === 'UTC'), ...byOffset.filter((o) => o.zone !== 'UTC')]
      : byOffset;
  }
  const wanted = fold(text).trim();
  if (!wanted) return [...options];
  const words = wanted.split(/\s+/);
  const rank = (option: ZoneOption): number => {
    const city = fold(option.city);
    if (!words.every((word) => option.words.includes(word))) return -1;
    if (city.startsWith(wanted)) return 0;
    if (city.includes(wanted)) return 1;
    return fold(option.country).includes(wanted) ? 2 : 3;
  };
  return options
    .map((option) => ({ option, rank: rank(option) }))
    .filter((found) => found.rank >= 0)
    .sort((a, b) => a.rank - b.rank)
    .map((found) => found.option);
}

/** "Sydney (GMT+11)": the zone as the time-zone list names it, at `instant`. */
export function zoneLabel(zone: string, instant: number): string {
  return `${zoneCity(zone)} (${offsetText(zoneOffsetMinutes(zone, instant))})`;
}

const built = new Map<string, ZoneOption[]>();

/**
 * Every zone this browser knows, as `zoneOptions` lists them for `locale` at `instant`. Building them asks
 * Intl about each of some 400 zones, which takes a moment on a slow phone, so the lists are kept.
 */
export function allZoneOptions(locale: string, instant: number): ZoneOption[] {
  const key = `${locale}|${instant}`;
  let options = built.get(key);
  if (!options) {
    const names = new Intl.DisplayNames(locale, { type: 'region' });
    const countryOf = loadedCountryOf ?? (() => undefined);
    options = zoneOptions(supportedTimeZones(), instant, (code) => names.of(code) ?? code, countryOf);
    // Kept only once the countries are in, so a list made in the moment before has them next time.
    if (loadedCountryOf) {
      if (built.size > 8) built.clear();
      built.set(key, options);
    }
  }
  return options;
}
