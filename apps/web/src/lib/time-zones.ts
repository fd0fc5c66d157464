import { ianaZone } from '@overlap/engine/zoned-time';

/*
 * Zones IANA has renamed: browsers built on older ICU data still report the old spelling (Chromium says
 * Asia/Calcutta for Kolkata). People should see the name they know today.
 */
const RENAMED: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Dacca': 'Asia/Dhaka',
  'Asia/Thimbu': 'Asia/Thimphu',
  'Asia/Ulan_Bator': 'Asia/Ulaanbaatar',
  'Europe/Kiev': 'Europe/Kyiv',
  'America/Godthab': 'America/Nuuk',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Enderbury': 'Pacific/Kanton',
};

/** Today's IANA name for a zone, when the runtime knows it under that name too. */
export function currentZoneName(zone: string): string {
  const renamed = RENAMED[zone];
  return renamed && ianaZone(renamed) ? renamed : zone;
}

/** The browser's own zone, by today's name; UTC when the browser does not say or names an unknown zone. */
export function detectTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && ianaZone(zone) ? currentZoneName(zone) : 'UTC';
}

let zones: string[] | null = null;

/** Every zone the browser knows, by today's names, plus UTC, which some browsers leave out of the list. */
export function supportedTimeZones(): string[] {
  zones ??= [...new Set(['UTC', ...Intl.supportedValuesOf('timeZone').map(currentZoneName)])].sort();
  return zones;
}
