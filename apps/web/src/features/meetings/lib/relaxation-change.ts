import type { MeetingDto, MeetingSettingsPatch } from '@overlap/contracts/schemas';
import type { Relaxation } from './suggestion-types';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What applying a relaxation changes on the server, and how its button and explanation read. */
export type RelaxationChange = { label: string; explanation: string } & (
  | { target: 'participant'; participantId: string; required: false }
  | { target: 'settings'; patch: MeetingSettingsPatch }
);

export function relaxationChange(relaxation: Relaxation, meeting: MeetingDto): RelaxationChange {
  switch (relaxation.kind) {
    case 'make-optional':
      return {
        label: 'Make optional',
        explanation: 'They stay invited and can still answer; the best times no longer wait for them.',
        target: 'participant',
        participantId: relaxation.participantId,
        required: false,
      };
    case 'allow-outside-working-hours':
      return {
        label: 'Allow outside working hours',
        explanation:
          'People who shared a calendar instead of painting count as free outside their working hours too.',
        target: 'settings',
        patch: { allowOutsideWorkingHours: true },
      };
    case 'extend-window':
      return {
        label: `Extend by ${relaxation.days} days`,
        explanation: `The window ends ${relaxation.days} days later. Answers are kept; people who painted their times can add the new days from their link.`,
        target: 'settings',
        patch: {
          windowEnd: new Date(Date.parse(meeting.windowEnd) + relaxation.days * DAY_MS).toISOString(),
        },
      };
    case 'shorter-duration':
      return {
        label: `Shorten to ${relaxation.durationMinutes} minutes`,
        explanation: `The meeting becomes ${relaxation.durationMinutes} minutes long instead of ${meeting.durationMinutes}.`,
        target: 'settings',
        patch: { durationMinutes: relaxation.durationMinutes },
      };
  }
}
