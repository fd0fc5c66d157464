import { escapeIcsText, foldIcsLine, formatIcsUtc } from '../mail/ics/ics-text';
import { DEMO_VTIMEZONES } from './demo-timezones';

/** A calendar date (no zone): `{ year, month: 1-12, day }`. */
export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

/** One event of a demo calendar, in the calendar's own zone. */
export type DemoEvent = {
  summary: string;
  /** Shown as free (TRANSP:TRANSPARENT), e.g. focus time or a birthday. */
  transparent?: boolean;
  tentative?: boolean;
} & (
  | {
      kind: 'timed';
      date: LocalDate;
      /** Local start as hours, e.g. 9.5 for 09:30. */
      from: number;
      to: number;
      /** Weekly on these days (`MO`, `TU`…), starting at `date`. */
      weekly?: string[];
      /** Dates of the series left out (cancelled once). */
      except?: LocalDate[];
    }
  | { kind: 'all-day'; date: LocalDate }
);

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const dateValue = (d: LocalDate) => `${pad(d.year, 4)}${pad(d.month)}${pad(d.day)}`;
const timeValue = (d: LocalDate, hours: number) =>
  `${dateValue(d)}T${pad(Math.floor(hours))}${pad(Math.round((hours % 1) * 60))}00`;

export function addDays(date: LocalDate, days: number): LocalDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/** An iCalendar feed as a calendar program exports it: VTIMEZONE, then one VEVENT per event. */
export function buildDemoIcs(calendar: {
  name: string;
  zone: string;
  /** Makes UIDs unique per person. */
  uidPrefix: string;
  events: DemoEvent[];
  now: Date;
}): string {
  const { zone } = calendar;
  const vtimezone = DEMO_VTIMEZONES[zone];
  if (!vtimezone) throw new Error(`No VTIMEZONE for ${zone} in the demo.`);
  const stamp = formatIcsUtc(calendar.now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Overlap//Demo calendar//EN',
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${escapeIcsText(calendar.name)}`,
    `X-WR-TIMEZONE:${zone}`,
    ...vtimezone,
  ];
  calendar.events.forEach((event, index) => {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${calendar.uidPrefix}-${index + 1}@demo.overlap.local`,
      `DTSTAMP:${stamp}`,
    );
    if (event.kind === 'all-day') {
      lines.push(
        `DTSTART;VALUE=DATE:${dateValue(event.date)}`,
        `DTEND;VALUE=DATE:${dateValue(addDays(event.date, 1))}`,
      );
    } else {
      lines.push(
        `DTSTART;TZID=${zone}:${timeValue(event.date, event.from)}`,
        `DTEND;TZID=${zone}:${timeValue(event.date, event.to)}`,
      );
      if (event.weekly) lines.push(`RRULE:FREQ=WEEKLY;BYDAY=${event.weekly.join(',')}`);
      for (const day of event.except ?? []) lines.push(`EXDATE;TZID=${zone}:${timeValue(day, event.from)}`);
    }
    lines.push(
      `SUMMARY:${escapeIcsText(event.summary)}`,
      `TRANSP:${event.transparent ? 'TRANSPARENT' : 'OPAQUE'}`,
      `STATUS:${event.tentative ? 'TENTATIVE' : 'CONFIRMED'}`,
      'END:VEVENT',
    );
  });
  lines.push('END:VCALENDAR');
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
