// How meeting times read in e-mails: whole words, the recipient's zone named once.

const dayFormat = (zone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
const timeFormat = (zone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** Built from parts: ICU versions differ on the comma after the weekday. */
function dayParts(date: Date, zone: string) {
  const parts = Object.fromEntries(
    dayFormat(zone)
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return { day: `${parts.weekday} ${parts.day} ${parts.month}`, year: parts.year! };
}
/** "Monday 6 April 2026" in `zone`. */
export const dayText = (date: Date, zone: string) => {
  const { day, year } = dayParts(date, zone);
  return `${day} ${year}`;
};

/** A meeting's time for an e-mail in the recipient's zone, e.g. "Tuesday 8 July 2026, 15:00–15:30 (Europe/London)". */
export function formatWhen(start: Date, end: Date, zone: string): string {
  const time = timeFormat(zone);
  return `${dayText(start, zone)}, ${time.format(start)}–${time.format(end)} (${zone})`;
}

/** One instant, such as a deadline: "Thursday 3 July 2026, 17:00 (Europe/London)". */
export function formatInstant(at: Date, zone: string): string {
  return `${dayText(at, zone)}, ${timeFormat(zone).format(at)} (${zone})`;
}

/**
 * The days of a meeting's window as words that finish a sentence: "between Monday 23 November and
 * Friday 27 November 2026 (Europe/Berlin)", or "on Monday 23 November 2026 (UTC)" for one day.
 */
export function formatWindow(start: Date, end: Date, zone: string): string {
  // The window's end is exclusive: a window ending at midnight ends on the day before.
  const first = dayParts(start, zone);
  const last = dayParts(new Date(Math.max(start.getTime(), end.getTime() - 1)), zone);
  if (first.day === last.day && first.year === last.year) return `on ${last.day} ${last.year} (${zone})`;
  const from = first.year === last.year ? first.day : `${first.day} ${first.year}`;
  return `between ${from} and ${last.day} ${last.year} (${zone})`;
}
