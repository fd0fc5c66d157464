import type { WebhookEvent } from '@overlap/contracts';
import type { ReadyReason, PreviousTime } from '../meetings/shared';
import type { MeetingRow, ParticipantRow } from '../meetings/records';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * The meeting as every event describes it: what the organizer sees on their pages, never a
 * participant's personal link.
 */
export function meetingData(meeting: MeetingRow, publicUrl: string) {
  return {
    id: meeting.id,
    title: meeting.title,
    status: meeting.status,
    durationMinutes: meeting.durationMinutes,
    timeZone: meeting.organizerZone,
    windowStart: meeting.windowStart.toISOString(),
    windowEnd: meeting.windowEnd.toISOString(),
    deadline: iso(meeting.deadline),
    start: iso(meeting.chosenStart),
    end: iso(meeting.chosenEnd),
    sequence: meeting.sequence,
    location: meeting.location,
    videoLink: meeting.videoLink,
    url: `${publicUrl}/organizer-time-selection?meeting=${meeting.id}`,
  };
}

export function participantData(participant: ParticipantRow) {
  return {
    id: participant.id,
    email: participant.email,
    name: participant.name,
    required: participant.required,
    status: participant.status,
    timeZone: participant.timeZone,
    declineNote: participant.declineNote,
    answeredAt: iso(participant.answeredAt),
  };
}

/** The `data` of each event, by type. */
export type EventData = {
  'meeting.created': { meeting: ReturnType<typeof meetingData> };
  'participant.answered': {
    meeting: ReturnType<typeof meetingData>;
    participant: ReturnType<typeof participantData>;
  };
  'meeting.ready': { meeting: ReturnType<typeof meetingData>; reason: ReadyReason };
  'meeting.scheduled': { meeting: ReturnType<typeof meetingData> };
  'meeting.rescheduled': {
    meeting: ReturnType<typeof meetingData>;
    previous: { start: string; end: string };
  };
  'meeting.cancelled': { meeting: ReturnType<typeof meetingData>; reason: string | null };
};
// Every event has its data shape, and nothing else does.
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const EVENT_DATA_COVERS_EVERY_EVENT: Exact<keyof EventData, WebhookEvent> = true;

export const previousData = (previous: PreviousTime) => ({
  start: previous.start.toISOString(),
  end: previous.end.toISOString(),
});

/** The body of a delivery, in the Standard Webhooks shape: type, timestamp, data. */
export function eventBody(type: string, at: number, data: unknown): string {
  return JSON.stringify({ type, timestamp: new Date(at).toISOString(), data });
}
