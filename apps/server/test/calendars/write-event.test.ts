import ICAL from 'ical.js';
import { expect, it } from 'vitest';
import { writeEvent } from '../../src/features/calendars/ical/write-event';

it('writes the organizer’s copy with every guest’s role, name and known answer, as the invitations do', () => {
  const text = writeEvent(
    {
      title: 'Planning',
      start: Date.UTC(2029, 4, 9, 14),
      end: Date.UTC(2029, 4, 9, 14, 30),
      timeZone: 'Europe/Berlin',
      organizerEmail: 'olga@example.com',
      attendees: [
        { email: 'ana@example.com', name: 'Ana Ruiz', response: 'accepted' },
        { email: 'cy@example.com', optional: true },
        { email: 'dee@example.com', name: 'Dee', optional: true, response: 'tentative' },
      ],
    },
    { uid: 'm-1@overlap', sequence: 2, now: Date.UTC(2029, 4, 7, 8), clientSchedulesInvitations: true },
  );
  const event = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!;
  expect(event.getFirstPropertyValue('organizer')).toBe('mailto:olga@example.com');
  expect(
    event
      .getAllProperties('attendee')
      .map((p) => [
        p.getFirstValue(),
        p.getParameter('cn'),
        p.getParameter('role'),
        p.getParameter('partstat'),
        p.getParameter('schedule-agent'),
      ]),
  ).toEqual([
    ['mailto:ana@example.com', 'Ana Ruiz', 'REQ-PARTICIPANT', 'ACCEPTED', 'CLIENT'],
    ['mailto:cy@example.com', undefined, 'OPT-PARTICIPANT', 'NEEDS-ACTION', 'CLIENT'],
    ['mailto:dee@example.com', 'Dee', 'OPT-PARTICIPANT', 'TENTATIVE', 'CLIENT'],
  ]);
});
