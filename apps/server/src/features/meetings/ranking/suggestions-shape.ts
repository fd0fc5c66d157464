import type { HeatMapForm } from '@overlap/contracts';
import { presentMeeting, type SuggestionsShape } from '../shared';
import type { MeetingRow, ParticipantRow } from '../records';

/** The rows' part of a meeting's suggestions, as the organizer sees it now. */
export function suggestionsShape(
  meeting: MeetingRow,
  people: ParticipantRow[],
  form: HeatMapForm,
): SuggestionsShape {
  return {
    form,
    meeting: presentMeeting(meeting, people),
    waitingFor: people
      .filter((p) => p.status === 'invited')
      .map((p) => ({ id: p.id, name: p.name, email: p.email, required: p.required })),
    window: { windowStart: meeting.windowStart, windowEnd: meeting.windowEnd },
    quorumRule: meeting.quorumRule,
  };
}
