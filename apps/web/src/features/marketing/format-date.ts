/** '2026-11-01' → 'November 1, 2026' (in the given language). Calendar dates: read and shown in UTC. */
export function formatIsoDate(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
