import { escapeIcsText, foldIcsLine, formatIcsUtc, quoteIcsParameter } from './ics-text';
import {
  occurrenceLines,
  repeatLines,
  vtimezoneLines,
  type EventRepeat,
} from '../../../lib/ical/series-lines';

/** REQUEST and CANCEL are e-mailed (iTIP); PUBLISH is the same event as a file to download. */
export type InvitationMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH';

export interface CalendarPerson {
  email: string;
  name?: string | undefined;
}

/** What an invitation says of one person invited: PARTSTAT is what Overlap knows of their answer. */
export interface CalendarAttendee extends CalendarPerson {
  /** ROLE=OPT-PARTICIPANT; otherwise REQ-PARTICIPANT. */
  optional?: boolean | undefined;
  partstat?: AttendeePartstat | undefined;
}

export type AttendeePartstat = 'NEEDS-ACTION' | 'ACCEPTED' | 'TENTATIVE' | 'DECLINED';

/** The organizer, and who sends on their behalf when that is another address (RFC 5545 §3.2.18). */
export interface CalendarOrganizer extends CalendarPerson {
  sentBy?: string | undefined;
}

/** What differs between the series of a rotation. */
export interface EventTimes {
  uid: string;
  start: Date;
  end: Date;
  repeat?: EventRepeat | undefined;
}

export interface InvitationInput {
  method: InvitationMethod;
  /** Stable for the life of the meeting: a REQUEST that updates and a CANCEL both reuse it. */
  uid: string;
  /** Raised by the caller on every change, so calendar apps replace their copy. */
  sequence: number;
  /** When this version of the invitation was made (DTSTAMP); passed in to keep the builder pure. */
  stamp: Date;
  /** The first occurrence when the event repeats. */
  start: Date;
  end: Date;
  /** A recurring meeting: RRULE and EXDATE, times in the organizer's zone with its VTIMEZONE. */
  repeat?: EventRepeat | undefined;
  /**
   * One occurrence of a series (RFC 5546 §3.2.5, a CANCEL of one instance): `start`/`end` are that
   * occurrence, named by RECURRENCE-ID in the series' zone; no RRULE.
   */
  occurrenceOf?: { zone: string } | undefined;
  /**
   * Occurrences of the series written again beside it, each a RECURRENCE-ID instance at the same SEQUENCE
   * and confirmed: a restored date, so an app that kept that date's cancelled instance replaces it.
   */
  instances?: { start: Date; end: Date }[] | undefined;
  /**
   * A rotation's other series, each its own VEVENT with its own UID and rule (the people and words are
   * the same), in the same VCALENDAR after the first.
   */
  moreEvents?: EventTimes[] | undefined;
  summary: string;
  description?: string;
  /** The language of the DESCRIPTION Overlap writes (RFC 5545 LANGUAGE parameter). */
  language?: string;
  location?: string;
  /** The video call's address (URL property; it is also the LOCATION when the meeting has no other). */
  url?: string;
  /** Why, in the organizer's words: a CANCEL carries the reason they gave. */
  comment?: string;
  /**
   * The person who organizes the meeting, so replies reach them; `sentBy` the e-mail's sender address
   * when that differs, so calendar apps still accept the invitation and its updates.
   */
  organizer: CalendarOrganizer;
  /** Not written for PUBLISH, which carries no attendees (RFC 5546 §3.2.1). */
  attendees: CalendarAttendee[];
}

// A mailto value is written as is, so an address must be plain: no spaces, quotes, separators or line
// breaks. Looser than sign-up validation on purpose: the default sender is no-reply@localhost.
const MAILTO_SAFE_ADDRESS = /^[^\s"<>(),;:\\[\]@]+@[^\s"<>(),;:\\[\]@]+$/;

export const isMailtoSafe = (address: string) => MAILTO_SAFE_ADDRESS.test(address);

const PRODUCT_ID = '-//Overlap//Meeting invitations//EN';

/**
 * An iTIP (RFC 5546) REQUEST or CANCEL for one event (a rotation: its series, each with its own UID), or
 * the same as a PUBLISH to download, as iCalendar text with CRLF line endings. Every copy of a meeting
 * comes from here with its UID and SEQUENCE.
 */
export function buildInvitation(input: InvitationInput): string {
  assertValid(input);
  for (const times of input.moreEvents ?? []) assertValid({ ...input, ...times });
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${input.method}`,
    ...(input.repeat ? vtimezoneLines(input.repeat.zone, input.start) : []),
    ...(input.occurrenceOf && !input.repeat ? vtimezoneLines(input.occurrenceOf.zone, input.start) : []),
    ...veventLines(input),
    ...(input.repeat ? (input.instances ?? []) : []).flatMap((times) =>
      veventLines({ ...input, ...times, repeat: undefined, occurrenceOf: { zone: input.repeat!.zone } }),
    ),
    ...(input.moreEvents ?? []).flatMap((times) =>
      veventLines({ ...input, ...times, occurrenceOf: undefined, moreEvents: undefined }),
    ),
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}

function veventLines(input: InvitationInput): string[] {
  const isRequest = input.method === 'REQUEST';
  return [
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(input.uid)}`,
    `SEQUENCE:${input.sequence}`,
    `DTSTAMP:${formatIcsUtc(input.stamp)}`,
    ...(input.repeat
      ? repeatLines(input.repeat, input.start, input.end)
      : input.occurrenceOf
        ? occurrenceLines(input.occurrenceOf.zone, input.start, input.end)
        : [`DTSTART:${formatIcsUtc(input.start)}`, `DTEND:${formatIcsUtc(input.end)}`]),
    `SUMMARY:${escapeIcsText(input.summary)}`,
    ...(input.description ? [`DESCRIPTION${languageOf(input)}:${escapeIcsText(input.description)}`] : []),
    ...(input.location ? [`LOCATION:${escapeIcsText(input.location)}`] : []),
    ...(input.url ? [`URL:${input.url}`] : []),
    ...(input.comment ? [`COMMENT:${escapeIcsText(input.comment)}`] : []),
    `STATUS:${input.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    `ORGANIZER${personName(input.organizer)}${sentBy(input.organizer)}:mailto:${input.organizer.email}`,
    ...(input.method === 'PUBLISH' ? [] : input.attendees).map((attendee) =>
      isRequest
        ? `ATTENDEE${personName(attendee)};ROLE=${attendee.optional ? 'OPT' : 'REQ'}-PARTICIPANT;` +
          `PARTSTAT=${attendee.partstat ?? 'NEEDS-ACTION'};RSVP=TRUE:mailto:${attendee.email}`
        : `ATTENDEE${personName(attendee)}:mailto:${attendee.email}`,
    ),
    'END:VEVENT',
  ];
}

function languageOf(input: InvitationInput): string {
  return input.language && /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/.test(input.language)
    ? `;LANGUAGE=${input.language}`
    : '';
}

function sentBy(organizer: CalendarOrganizer): string {
  const by = organizer.sentBy;
  return by && by.toLowerCase() !== organizer.email.toLowerCase()
    ? `;SENT-BY=${quoteIcsParameter(`mailto:${by}`)}`
    : '';
}

function personName(person: CalendarPerson): string {
  return person.name?.trim() ? `;CN=${quoteIcsParameter(person.name.trim())}` : '';
}

function assertValid(input: InvitationInput): void {
  const addresses = [input.organizer.email, input.organizer.sentBy ?? input.organizer.email];
  for (const address of [...addresses, ...input.attendees.map((a) => a.email)]) {
    if (!isMailtoSafe(address)) throw new RangeError('invitation has an invalid e-mail address');
  }
  if (!Number.isInteger(input.sequence) || input.sequence < 0) {
    throw new RangeError('invitation sequence must be a whole number, 0 or more');
  }
  if (input.uid.trim() === '') throw new RangeError('invitation needs a UID');
  if (input.url !== undefined && !/^https:\/\/[^\s"<>\\]+$/.test(input.url))
    throw new RangeError('invitation URL must be an https address');
  if (!(input.end.getTime() > input.start.getTime()))
    throw new RangeError('invitation must end after it starts');
}

/**
 * The ORGANIZER of every copy of a meeting: the organizer themself, sent by Overlap's own address; the
 * sender alone when the organizer is unknown or their address cannot be written as a mailto.
 */
export function calendarOrganizer(
  organizer: CalendarPerson | null | undefined,
  sender: { name: string; address: string },
): CalendarOrganizer {
  if (organizer && isMailtoSafe(organizer.email)) return { ...organizer, sentBy: sender.address };
  return { email: sender.address, name: sender.name };
}
