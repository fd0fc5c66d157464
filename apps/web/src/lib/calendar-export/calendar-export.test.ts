import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from './calendar-event';
import { googleCalendarUrl, outlookCalendarUrl } from './calendar-links';
import { buildIcsFile, escapeIcsText, foldIcsLine, icsFileName } from './ics-file';

const event: CalendarEvent = {
  uid: 'abc@overlap',
  title: 'Plan; review, and <b>ship</b>',
  description: 'Line one\r\nLine two\\end',
  location: 'Room 4, floor 2',
  start: Date.parse('2026-06-10T14:00:00Z'),
  end: Date.parse('2026-06-10T14:30:00Z'),
};

describe('iCalendar file', () => {
  it('escapes text per RFC 5545', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('keeps a CRLF in a title from starting a new property', () => {
    const text = buildIcsFile({ ...event, title: 'Hi\r\nATTENDEE:mailto:x@evil.test' }, 0);
    expect(text).not.toMatch(/\r\nATTENDEE/);
    expect(text).toContain('SUMMARY:Hi\\nATTENDEE:mailto:x@evil.test');
  });

  it('writes one event in UTC with CRLF line ends', () => {
    const text = buildIcsFile(event, Date.parse('2026-06-01T08:00:00Z'));
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('UID:abc@overlap');
    expect(lines).toContain('DTSTAMP:20260601T080000Z');
    expect(lines).toContain('DTSTART:20260610T140000Z');
    expect(lines).toContain('DTEND:20260610T143000Z');
    expect(lines).toContain('SUMMARY:Plan\\; review\\, and <b>ship</b>');
    expect(lines).toContain('DESCRIPTION:Line one\\nLine two\\\\end');
    expect(lines).toContain('LOCATION:Room 4\\, floor 2');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const folded = foldIcsLine(`SUMMARY:${'é'.repeat(80)}`);
    const encoder = new TextEncoder();
    for (const line of folded.split('\r\n')) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'é'.repeat(80)}`);
  });

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
