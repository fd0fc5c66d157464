const calendarDate = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** '2026-11-01' → 'November 1, 2026' (in the given language). Calendar dates: read and shown in UTC. */
export function formatIsoDate(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    calendarDate(isoDate),
  );
}

/** '2026-03-08' → 'March 8', '8. März', '8 mars', '8 de marzo': day and month only, read and shown in UTC. */
export function formatIsoDayMonth(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    calendarDate(isoDate),
  );
}
