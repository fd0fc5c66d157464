import { formatIcsUtc } from './ics-file';

/** What a calendar's "new event" link carries: no identity, so the event it makes is the person's own. */
export interface LinkedEvent {
  title: string;
  description: string;
  location: string | null;
  start: number;
  end: number;
}

function query(params: Record<string, string>): string {
  return Object.entries(params)
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
}

export function googleCalendarUrl(event: LinkedEvent): string {
  return `https://calendar.google.com/calendar/render?${query({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${formatIcsUtc(event.start)}/${formatIcsUtc(event.end)}`,
    details: event.description,
    location: event.location ?? '',
  })}`;
}

const isoSeconds = (instant: number) => new Date(instant).toISOString().replace(/\.\d{3}Z$/, 'Z');

export function outlookCalendarUrl(event: LinkedEvent): string {
  return `https://outlook.live.com/calendar/0/deeplink/compose?${query({
    subject: event.title,
    startdt: isoSeconds(event.start),
    enddt: isoSeconds(event.end),
    body: event.description,
    location: event.location ?? '',
  })}`;
}
