// Zones as people read them in e-mails, the way the web app's time-zone list names them.

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The last part of an IANA name, as people say it: "America/Argentina/Buenos_Aires" → "Buenos Aires". */
export function zoneCity(zone: string): string {
  return (zone.split('/').pop() ?? zone).replaceAll('_', ' ');
}

/** "GMT+5:30", "GMT-5", "GMT+0": the offset of `zone` at `at`, daylight saving included. */
export function zoneOffsetText(zone: string, at: Date): string {
  let format = offsetFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    offsetFormats.set(zone, format);
  }
  const name = format.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const match = /([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 'GMT+0';
  const hours = Number(match[2]);
  return `GMT${match[1]}${hours}${match[3] === '00' ? '' : `:${match[3]}`}`;
}

/** "London (GMT+1)": the zone's city and its offset at `at`, as the time-zone picker shows it. */
export function zoneLabel(zone: string, at: Date): string {
  return `${zoneCity(zone)} (${zoneOffsetText(zone, at)})`;
}
