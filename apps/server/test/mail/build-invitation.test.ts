import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildInvitation, type InvitationInput } from '../../src/features/mail/ics/build-invitation';
import { foldIcsLine } from '../../src/features/mail/ics/ics-text';

const request: InvitationInput = {
  method: 'REQUEST',
  uid: 'meeting-42@overlap.example.com',
  sequence: 0,
  stamp: new Date('2025-03-01T08:00:00Z'),
  start: new Date('2025-03-10T14:00:00Z'),
  end: new Date('2025-03-10T14:30:00Z'),
  summary: 'Quarterly planning',
  description: 'Agenda: budget, hiring',
  location: 'https://meet.example.com/abc',
  organizer: { email: 'no-reply@overlap.example.com', name: 'Ana López' },
  attendees: [{ email: 'ben@example.com', name: 'Ben' }],
};

function parseEvent(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents('vevent');
  return { calendar, events, event: events[0]! };
}

describe('buildInvitation', () => {
  it('writes an iTIP REQUEST with a stable UID, sequence, UTC times, organizer and RSVP attendees', () => {
    const ics = buildInvitation(request);
    expect(ics).toContain('METHOD:REQUEST\r\n');
    expect(ics).toContain('UID:meeting-42@overlap.example.com\r\n');
    expect(ics).toContain('SEQUENCE:0\r\n');
    expect(ics).toContain('DTSTAMP:20250301T080000Z\r\n');
    expect(ics).toContain('DTSTART:20250310T140000Z\r\n');
    expect(ics).toContain('DTEND:20250310T143000Z\r\n');
    expect(ics).toContain('STATUS:CONFIRMED\r\n');
    expect(ics).toContain('ORGANIZER;CN="Ana López":mailto:no-reply@overlap.example.com\r\n');
    expect(ics.replace(/\r\n /g, '')).toContain(
      'ATTENDEE;CN="Ben";ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:ben@example.com\r\n',
    );
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);

    const { calendar, event } = parseEvent(ics);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(event.getFirstPropertyValue('description')).toBe('Agenda: budget, hiring');
    const attendee = event.getFirstProperty('attendee')!;
    expect(attendee.getParameter('rsvp')).toBe('TRUE');
    expect(attendee.getParameter('partstat')).toBe('NEEDS-ACTION');
  });

  it('writes each person’s role and known answer: optional people as OPT-PARTICIPANT', () => {
    const ics = buildInvitation({
      ...request,
      attendees: [
        { email: 'ben@example.com', name: 'Ben', partstat: 'ACCEPTED' },
        { email: 'cy@example.com', optional: true },
        { email: 'dee@example.com', name: 'Dee', optional: true, partstat: 'TENTATIVE' },
      ],
    });
    const read = parseEvent(ics)
      .event.getAllProperties('attendee')
      .map((p) => [
        p.getFirstValue(),
        p.getParameter('cn'),
        p.getParameter('role'),
        p.getParameter('partstat'),
      ]);
    expect(read).toEqual([
      ['mailto:ben@example.com', 'Ben', 'REQ-PARTICIPANT', 'ACCEPTED'],
      ['mailto:cy@example.com', undefined, 'OPT-PARTICIPANT', 'NEEDS-ACTION'],
      ['mailto:dee@example.com', 'Dee', 'OPT-PARTICIPANT', 'TENTATIVE'],
    ]);
  });

  it('writes a restored date beside its series as a confirmed instance at the same sequence', () => {
    const ics = buildInvitation({
      ...request,
      sequence: 3,
      repeat: { zone: 'Europe/Berlin', frequency: 'weekly', interval: 1, weekday: 1, count: 4, skipped: [] },
      instances: [{ start: new Date('2025-03-31T13:00:00Z'), end: new Date('2025-03-31T13:30:00Z') }],
    });
    const { events } = parseEvent(ics);
    expect(events).toHaveLength(2);
    expect(events[1]!.getFirstPropertyValue('uid')).toBe(request.uid);
    expect(events[1]!.getFirstPropertyValue('sequence')).toBe(3);
    expect(events[1]!.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(events[1]!.hasProperty('rrule')).toBe(false);
    expect(ics).toContain('RECURRENCE-ID;TZID=Europe/Berlin:20250331T150000\r\n');
    // A single meeting has no instances to name.
    expect(
      parseEvent(buildInvitation({ ...request, instances: [{ start: request.start, end: request.end }] }))
        .events,
    ).toHaveLength(1);
  });

  it('writes a CANCEL with the same UID, a raised sequence and a cancelled status', () => {
    const ics = buildInvitation({ ...request, method: 'CANCEL', sequence: 3 });
    const { calendar, event } = parseEvent(ics);
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(event.getFirstPropertyValue('uid')).toBe(request.uid);
    expect(event.getFirstPropertyValue('sequence')).toBe(3);
    expect(event.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(ics).not.toContain('RSVP=TRUE');
  });

  it('names the organizer with SENT-BY when another address sends, and skips SENT-BY when it is the same', () => {
    const sent = buildInvitation({
      ...request,
      organizer: { email: 'ana@example.com', name: 'Ana López', sentBy: 'no-reply@overlap.example.com' },
    });
    const organizer = parseEvent(sent).event.getFirstProperty('organizer')!;
    expect(organizer.getFirstValue()).toBe('mailto:ana@example.com');
    expect(organizer.getParameter('cn')).toBe('Ana López');
    expect(organizer.getParameter('sent-by')).toBe('mailto:no-reply@overlap.example.com');
    const own = buildInvitation({
      ...request,
      organizer: { email: 'ana@example.com', name: 'Ana', sentBy: 'ANA@example.com' },
    });
    expect(own).toContain('ORGANIZER;CN="Ana":mailto:ana@example.com\r\n');
    expect(() =>
      buildInvitation({ ...request, organizer: { email: 'ana@example.com', sentBy: 'a b@example.com' } }),
    ).toThrow(RangeError);
  });

  it('writes a PUBLISH to download: the same UID and SEQUENCE, confirmed, without attendees', () => {
    const ics = buildInvitation({ ...request, method: 'PUBLISH', sequence: 2 });
    const { calendar, event } = parseEvent(ics);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(event.getFirstPropertyValue('uid')).toBe(request.uid);
    expect(event.getFirstPropertyValue('sequence')).toBe(2);
    expect(event.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(event.getAllProperties('attendee')).toEqual([]);
  });

  it('keeps hostile text inert: CRLF, an injected VEVENT, HTML and separators stay inside one value', () => {
    const hostile =
      'Lunch\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:evil\r\nSUMMARY:pwned; a,b \\ <script>alert(1)</script>\n';
    const ics = buildInvitation({
      ...request,
      summary: hostile,
      description: hostile,
      location: hostile,
      attendees: [{ email: 'ben@example.com', name: 'Ben"\r\nX-INJECTED:1' }],
    });
    expect(ics.match(/^BEGIN:VEVENT/gm)).toHaveLength(1);
    expect(ics).not.toMatch(/^UID:evil/m);
    expect(ics).not.toMatch(/^X-INJECTED/m);
    const { events, event } = parseEvent(ics);
    expect(events).toHaveLength(1);
    expect(event.getFirstPropertyValue('summary')).toBe(hostile.replace(/\r\n/g, '\n'));
    expect(event.getFirstPropertyValue('location')).toBe(hostile.replace(/\r\n/g, '\n'));
    expect(event.getFirstProperty('attendee')!.getParameter('cn')).toBe("Ben' X-INJECTED:1");
  });

  it('folds long lines at 75 octets without splitting a UTF-8 character', () => {
    const title = 'Réunion très importante ✨ '.repeat(40);
    const ics = buildInvitation({ ...request, summary: title });
    const encoder = new TextEncoder();
    for (const line of ics.split('\r\n')) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    expect(parseEvent(ics).event.getFirstPropertyValue('summary')).toBe(title);
    expect(foldIcsLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldIcsLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('refuses addresses that could break out of a mailto value, and impossible times', () => {
    expect(() =>
      buildInvitation({ ...request, attendees: [{ email: 'ben@example.com\r\nATTENDEE:mailto:x@y.z' }] }),
    ).toThrow(/e-mail address/);
    expect(() => buildInvitation({ ...request, end: request.start })).toThrow(/end after/);
    expect(() => buildInvitation({ ...request, sequence: -1 })).toThrow(/sequence/);
  });
});
