import { describe, expect, it } from 'vitest';
import { googleCalendarUrl, outlookCalendarUrl, type LinkedEvent } from './calendar-links';
import { icsFileName } from './ics-file';

const event: LinkedEvent = {
  title: 'Plan; review, and <b>ship</b>',
  description: 'Line one\r\nLine two\\end',
  location: 'Room 4, floor 2',
  start: Date.parse('2026-06-10T14:00:00Z'),
  end: Date.parse('2026-06-10T14:30:00Z'),
};

describe('calendar file name', () => {
  it('names the file after the title', () => {
    expect(icsFileName('Design review: Q3!')).toBe('design-review-q3.ics');
    expect(icsFileName('会議')).toBe('meeting.ics');
  });
});

describe('add-to-calendar links', () => {
  it('builds a Google Calendar template link with UTC dates', () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe(event.title);
    expect(url.searchParams.get('dates')).toBe('20260610T140000Z/20260610T143000Z');
    expect(url.searchParams.get('details')).toBe(event.description);
    expect(url.searchParams.get('location')).toBe('Room 4, floor 2');
  });

  it('builds an Outlook compose link with ISO instants', () => {
    const url = new URL(outlookCalendarUrl(event));
    expect(url.origin + url.pathname).toBe('https://outlook.live.com/calendar/0/deeplink/compose');
    expect(url.searchParams.get('subject')).toBe(event.title);
    expect(url.searchParams.get('startdt')).toBe('2026-06-10T14:00:00Z');
    expect(url.searchParams.get('enddt')).toBe('2026-06-10T14:30:00Z');
    expect(url.searchParams.get('body')).toBe(event.description);
  });

  it('leaves out an empty location', () => {
    expect(googleCalendarUrl({ ...event, location: null })).not.toContain('location=');
  });
});
