import type {
  DeclineOfferDto,
  GuestDto,
  InvitationIdentityDto,
  MeetingDetailDto,
  MeetingDto,
  MeetingRequestFieldsDto,
  ParticipantDto,
  ParticipantViewDto,
  ReschedulingDto,
  WorkingHours,
} from '@overlap/contracts/schemas';
import { bookedResponseOf, visibleGuests } from './guest-list';
import type { AvailabilityValues, MeetingRow, ParticipantRow } from '../records';
import { bookedOccurrencesOf, eventPartsOf } from '../series';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The booked events' UIDs and SEQUENCE: the same as in the e-mailed iTIP REQUEST and every .ics download. */
export function invitationOf(meeting: MeetingRow): InvitationIdentityDto | null {
  if (meeting.status !== 'scheduled') return null;
  const written = eventPartsOf(meeting).map((part) => part.uid);
  const uids = written.length > 0 ? written : [meeting.icalUid];
  return { uid: uids[0]!, uids, sequence: meeting.sequence };
}

function reschedulingOf(meeting: MeetingRow): ReschedulingDto | null {
  return meeting.previousStart && meeting.previousEnd
    ? { previousStart: meeting.previousStart.toISOString(), previousEnd: meeting.previousEnd.toISOString() }
    : null;
}

/** "All participants confirmed": booked, and every required person accepted it. */
export function allRequiredAccepted(meeting: MeetingRow, people: ParticipantRow[]): boolean {
  return meeting.status === 'scheduled' && people.every((p) => !p.required || p.response === 'accepted');
}

export interface DetailContext {
  linkOf: (p: ParticipantRow) => string;
  mailDelivery: MeetingDetailDto['mailDelivery'];
}

/** What the organizer and every guest see of a request alike; each view adds its own fields. */
function requestFields(meeting: MeetingRow): MeetingRequestFieldsDto {
  return {
    title: meeting.title,
    description: meeting.description,
    durationMinutes: meeting.durationMinutes,
    status: meeting.status,
    windowStart: meeting.windowStart.toISOString(),
    windowEnd: meeting.windowEnd.toISOString(),
    allowedWeekdays: meeting.allowedWeekdays,
    allowedHours: meeting.allowedHours,
    organizerZone: meeting.organizerZone,
    deadline: iso(meeting.deadline),
    location: meeting.location,
    autoSchedule: meeting.autoSchedule,
    quorumRule: meeting.quorumRule,
    allowOutsideWorkingHours: meeting.allowOutsideWorkingHours,
    hideGuestList: meeting.hideGuestList,
    chosenStart: iso(meeting.chosenStart),
    chosenEnd: iso(meeting.chosenEnd),
    sequence: meeting.sequence,
    conference: meeting.conference,
    videoLink: meeting.videoLink,
    rescheduling: reschedulingOf(meeting),
    cancelReason: meeting.status === 'cancelled' ? meeting.cancelReason : null,
    recurrence: meeting.recurrence ?? null,
    rotation: meeting.rotation ?? null,
  };
}

/** Decides exactly which fields of a meeting leave the server, and for whom. */
export function presentMeeting(meeting: MeetingRow, people: ParticipantRow[]): MeetingDto {
  return {
    ...requestFields(meeting),
    id: meeting.id,
    holds: meeting.holdCount,
    createdAt: meeting.createdAt.toISOString(),
    participantCount: people.length,
    answeredCount: people.filter((p) => p.status === 'responded').length,
    declinedCount: people.filter((p) => p.status === 'declined').length,
  };
}

export function presentMeetingDetail(
  meeting: MeetingRow,
  people: ParticipantRow[],
  { linkOf, mailDelivery }: DetailContext,
  declineOffer: DeclineOfferDto | null = null,
): MeetingDetailDto {
  return {
    ...presentMeeting(meeting, people),
    invitation: invitationOf(meeting),
    mailDelivery,
    allRequiredAccepted: allRequiredAccepted(meeting, people),
    declineOffer: meeting.status === 'scheduled' ? declineOffer : null,
    bookedOccurrences: bookedOccurrencesOf(meeting),
    participants: people.map((p): ParticipantDto => ({
      id: p.id,
      email: p.email,
      name: p.name,
      required: p.required,
      status: p.status,
      timeZone: p.timeZone,
      locale: p.locale,
      answeredAt: iso(p.answeredAt),
      answerDeletedAt: iso(p.answerDeletedAt),
      declineNote: p.declineNote,
      response: p.response,
      responseSource: p.responseSource,
      responseAt: iso(p.responseAt),
      link: linkOf(p),
    })),
  };
}

/**
 * A participant sees the request and their own answer, never other people's availability or calendars;
 * once the meeting is booked, who else is invited (names and addresses, as in their .ics) unless the
 * organizer hides the guest list.
 */
export function presentParticipantView(
  meeting: MeetingRow,
  participant: ParticipantRow,
  people: ParticipantRow[],
  organizerName: string,
  answer: AvailabilityValues | null,
  now: number,
  workingHours: WorkingHours,
): ParticipantViewDto {
  return {
    meeting: {
      ...requestFields(meeting),
      organizerName,
      bookedOccurrences: bookedOccurrencesOf(meeting),
      holds: meeting.recurrence ? 0 : meeting.holdCount,
    },
    guests:
      meeting.status === 'scheduled' && !meeting.hideGuestList
        ? visibleGuests(meeting, people, participant).map((p): GuestDto => ({
            name: p.name,
            email: p.email,
            required: p.required,
            response: bookedResponseOf(p),
            you: p.id === participant.id,
          }))
        : null,
    participant: {
      name: participant.name,
      email: participant.email,
      required: participant.required,
      status: participant.status,
      timeZone: participant.timeZone,
      locale: participant.locale,
      declineNote: participant.declineNote,
      response: participant.response,
      workingHours,
    },
    answer: answer
      ? {
          painted: answer.painted,
          available: answer.available,
          ifNeedBe: answer.ifNeedBe,
          busy: answer.busy,
          tentative: answer.tentative,
        }
      : null,
    canAnswer: meeting.status === 'collecting' || meeting.status === 'ready',
    canRespond: meeting.status === 'scheduled',
    now: new Date(now).toISOString(),
    invitation: invitationOf(meeting),
  };
}
