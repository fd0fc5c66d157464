import { googleRecurrence, wallClockOf } from '../../../lib/ical/series-lines';
import { HOLD_TAG } from '../hold-tag';
import type { EventDraft } from '../provider-port';

/** A draft as the body of an events insert or patch. */
export function googleEventBody(draft: EventDraft) {
  return {
    summary: draft.title,
    ...(draft.description ? { description: draft.description } : {}),
    ...(draft.location ? { location: draft.location } : {}),
    ...(draft.repeat
      ? {
          // A series repeats in start.timeZone, which Google requires for a recurring event.
          start: { dateTime: wallClockOf(draft.start, draft.repeat.zone), timeZone: draft.repeat.zone },
          end: { dateTime: wallClockOf(draft.end, draft.repeat.zone), timeZone: draft.repeat.zone },
          recurrence: googleRecurrence(draft.repeat),
        }
      : {
          start: { dateTime: new Date(draft.start).toISOString(), timeZone: draft.timeZone },
          end: { dateTime: new Date(draft.end).toISOString(), timeZone: draft.timeZone },
        }),
    attendees: draft.attendees.map((attendee) => ({
      email: attendee.email,
      ...(attendee.name ? { displayName: attendee.name } : {}),
      ...(attendee.optional ? { optional: true } : {}),
    })),
    guestsCanSeeOtherGuests: !draft.hideGuestList,
    ...(draft.hold
      ? {
          status: 'tentative',
          transparency: 'opaque',
          extendedProperties: { private: { [HOLD_TAG.googleKey]: draft.hold.meetingId } },
        }
      : {}),
  };
}

/**
 * Asks Google to make a Meet call with the event (honoured only with conferenceDataVersion=1). The
 * request id makes a retried write ask for the same Meet, not a second one.
 */
export function meetRequest(calendarId: string, draft: EventDraft) {
  if (draft.conference !== 'google-meet') return {};
  const requestId = (draft.uid ?? `${calendarId}:${draft.start}`).replace(/[^A-Za-z0-9-]/g, '-');
  return {
    conferenceData: { createRequest: { requestId, conferenceSolutionKey: { type: 'hangoutsMeet' } } },
  };
}

export function conferenceQuery(draft: EventDraft): string {
  return draft.conference === 'google-meet' ? '&conferenceDataVersion=1' : '';
}
