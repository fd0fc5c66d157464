import { patternedRecurrence, wallClockOf } from '../../../lib/ical/series-lines';
import { HOLD_TAG } from '../hold-tag';
import type { EventDraft } from '../provider-port';

/** A draft as the body of an event create or patch, its times in UTC or, for a series, in its zone. */
export function graphEventBody(draft: EventDraft) {
  const utc = (epoch: number) => ({
    dateTime: new Date(epoch).toISOString().replace('Z', ''),
    timeZone: 'UTC',
  });
  const properties = ownProperties(draft);
  return {
    subject: draft.title,
    body: { contentType: 'text', content: draft.description ?? '' },
    ...(draft.repeat
      ? {
          start: { dateTime: wallClockOf(draft.start, draft.repeat.zone), timeZone: draft.repeat.zone },
          end: { dateTime: wallClockOf(draft.end, draft.repeat.zone), timeZone: draft.repeat.zone },
          recurrence: patternedRecurrence(draft.repeat, draft.start),
        }
      : { start: utc(draft.start), end: utc(draft.end) }),
    ...(draft.location ? { location: { displayName: draft.location } } : {}),
    attendees: draft.attendees.map((attendee) => ({
      emailAddress: { address: attendee.email, ...(attendee.name ? { name: attendee.name } : {}) },
      type: attendee.optional ? 'optional' : 'required',
    })),
    hideAttendees: draft.hideGuestList === true,
    ...(draft.uid ? { transactionId: draft.uid } : {}),
    ...(draft.hold ? { showAs: 'tentative' } : {}),
    ...(properties.length > 0 ? { singleValueExtendedProperties: properties } : {}),
  };
}

/** Overlap's own data on the event: its UID (how it is found again) and, on a hold, the hold tag. */
function ownProperties(draft: EventDraft): { id: string; value: string }[] {
  return [
    ...(draft.uid ? [{ id: HOLD_TAG.graphUidPropertyId, value: draft.uid }] : []),
    ...(draft.hold ? [{ id: HOLD_TAG.graphPropertyId, value: draft.hold.meetingId }] : []),
  ];
}

/** Asks Graph to make a Teams meeting with the event; an event that has one keeps it. */
export function teamsRequest(draft: EventDraft) {
  return draft.conference === 'teams'
    ? { isOnlineMeeting: true, onlineMeetingProvider: 'teamsForBusiness' }
    : {};
}
