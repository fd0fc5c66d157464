const formatter = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' });

/** '2026-11-01' → 'November 1, 2026'. Dates are calendar dates, so they are read and shown in UTC. */
export function formatIsoDate(isoDate: string): string {
  return formatter.format(new Date(`${isoDate}T00:00:00Z`));
}
