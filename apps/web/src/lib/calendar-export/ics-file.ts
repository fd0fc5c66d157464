/** 20260610T140000Z: the UTC form iCalendar and Google Calendar links use. */
export function formatIcsUtc(instant: number): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** A safe file name from the meeting title: 'Design review' → 'design-review.ics'. */
export function icsFileName(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'meeting'}.ics`;
}
