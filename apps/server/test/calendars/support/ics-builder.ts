/** Builds iCalendar text for tests from readable event descriptions, CRLF-terminated as RFC 5545 wants. */

export type EventLines = Record<string, string | string[]>;

let uidCounter = 0;

export function vevent(properties: EventLines): string[] {
  const lines = ['BEGIN:VEVENT'];
  if (!Object.keys(properties).some((key) => key.startsWith('UID')))
    lines.push(`UID:test-${++uidCounter}@overlap`);
  lines.push('DTSTAMP:20240101T000000Z');
  for (const [name, value] of Object.entries(properties)) {
    for (const item of Array.isArray(value) ? value : [value])
      lines.push(`${name}${item.startsWith(';') ? '' : ':'}${item}`);
  }
  lines.push('END:VEVENT');
  return lines;
}

export function vcalendar(...components: string[][]): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Overlap//Tests//EN',
    ...components.flat(),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** Europe/Berlin as Thunderbird and Apple write it. */
export const berlinVtimezone = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Berlin',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

export const iso = (epoch: number) => new Date(epoch).toISOString().replace('.000Z', 'Z');
