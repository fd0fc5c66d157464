import { escapeIcsText, foldIcsLine, formatIcsUtc, quoteIcsParameter } from './ics-text';

export type InvitationMethod = 'REQUEST' | 'CANCEL';

export interface CalendarPerson {
  email: string;
  name?: string;
}

export interface InvitationInput {
  method: InvitationMethod;
  /** Stable for the life of the meeting: a REQUEST that updates and a CANCEL both reuse it. */
  uid: string;
  /** Raised by the caller on every change, so calendar apps replace their copy. */
  sequence: number;
  /** When this version of the invitation was made (DTSTAMP); passed in to keep the builder pure. */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
  /** Must equal the sender address of the e-mail, or calendar apps ignore replies and updates. */
  organizer: CalendarPerson;
  attendees: CalendarPerson[];
}

// A mailto value is written as is, so an address must be plain: no spaces, quotes, separators or line
// breaks. Looser than sign-up validation on purpose: the default sender is no-reply@localhost.
const MAILTO_SAFE_ADDRESS = /^[^\s"<>(),;:\\[\]@]+@[^\s"<>(),;:\\[\]@]+$/;

const PRODUCT_ID = '-//Overlap//Meeting invitations//EN';

/** An iTIP (RFC 5546) REQUEST or CANCEL for one event, as iCalendar text with CRLF line endings. */
export function buildInvitation(input: InvitationInput): string {
  assertValid(input);
  const isRequest = input.method === 'REQUEST';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${input.method}`,
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(input.uid)}`,
    `SEQUENCE:${input.sequence}`,
    `DTSTAMP:${formatIcsUtc(input.stamp)}`,
    `DTSTART:${formatIcsUtc(input.start)}`,
    `DTEND:${formatIcsUtc(input.end)}`,
    `SUMMARY:${escapeIcsText(input.summary)}`,
    ...(input.description ? [`DESCRIPTION:${escapeIcsText(input.description)}`] : []),
    ...(input.location ? [`LOCATION:${escapeIcsText(input.location)}`] : []),
    `STATUS:${isRequest ? 'CONFIRMED' : 'CANCELLED'}`,
    `ORGANIZER${personName(input.organizer)}:mailto:${input.organizer.email}`,
    ...input.attendees.map((attendee) =>
      isRequest
        ? `ATTENDEE${personName(attendee)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:${attendee.email}`
        : `ATTENDEE${personName(attendee)}:mailto:${attendee.email}`,
    ),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}

function personName(person: CalendarPerson): string {
  return person.name?.trim() ? `;CN=${quoteIcsParameter(person.name.trim())}` : '';
}

function assertValid(input: InvitationInput): void {
  for (const person of [input.organizer, ...input.attendees]) {
    if (!MAILTO_SAFE_ADDRESS.test(person.email))
      throw new RangeError('invitation has an invalid e-mail address');
  }
  if (!Number.isInteger(input.sequence) || input.sequence < 0) {
    throw new RangeError('invitation sequence must be a whole number, 0 or more');
  }
  if (input.uid.trim() === '') throw new RangeError('invitation needs a UID');
  if (!(input.end.getTime() > input.start.getTime()))
    throw new RangeError('invitation must end after it starts');
}
