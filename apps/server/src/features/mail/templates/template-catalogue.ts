import { TEMPLATE_VARIABLES, type EmailTemplateKey } from './default-templates';

/** How the admin area names each e-mail and says when it is sent. */
export const TEMPLATE_DESCRIPTIONS: Record<EmailTemplateKey, { name: string; description: string }> = {
  invitation: {
    name: 'Invitation',
    description: 'Sent to each participant when a meeting request is created, with their personal link.',
  },
  reminder: {
    name: 'Reminder',
    description: 'Sent to participants who have not answered yet, by the organizer or automatically.',
  },
  all_answered: {
    name: 'All answered',
    description:
      'Sent to the organizer once every required participant has answered, or when the answer deadline passes.',
  },
  scheduled: {
    name: 'Scheduled',
    description: 'Sent to participants when a time is booked, with the calendar invitation attached.',
  },
  cancelled: {
    name: 'Cancelled',
    description:
      'Sent to participants when a booked meeting is cancelled, with the cancellation and the organizer’s reason.',
  },
  rescheduled: {
    name: 'Moved',
    description: 'Sent to participants when a booked meeting moves, with the updated invitation attached.',
  },
  rescheduling: {
    name: 'Finding a new time',
    description: 'Sent once to participants when a booked meeting is reopened for new answers.',
  },
  meeting_updated: {
    name: 'Updated',
    description:
      'Sent to participants when people are added to or removed from a booked meeting, or its video link changes.',
  },
  removed: {
    name: 'Removed',
    description: 'Sent to a person taken off a booked meeting, with the cancellation of their copy.',
  },
  booked_declined: {
    name: 'Declined after booking',
    description: 'Sent to the organizer when a required person declines the booked meeting.',
  },
};

/**
 * Made-up values for previews. Some look like markup on purpose: the preview shows that whatever people
 * type (a meeting title, a name) arrives as text, never as HTML.
 */
const SAMPLE_VALUES: Record<string, string> = {
  recipientName: 'Ana Souza',
  organizerName: 'Dana Demo',
  meetingTitle: 'Roadmap review <b>Q3</b> & budget',
  meetingDescription: 'Bring your numbers. <script>alert("hi")</script>',
  duration: '30 minutes',
  window: 'between Monday 7 July and Friday 11 July 2025 (Europe/London)',
  deadline: 'Thursday 3 July 2025, 17:00 (Europe/London)',
  answeredSummary: 'Every required participant has answered',
  when: 'Tuesday 8 July 2025, 15:00–15:30 (Europe/London)',
  timeZone: 'Europe/London',
  location: 'Room 4, second floor',
  videoLink: 'https://meet.jit.si/Overlap-sample',
  reason: 'The launch moved to next month.',
  previousWhen: 'Monday 7 July 2025, 10:00–10:30 (Europe/London)',
  change: 'Ana Souza was added',
  participantName: 'Ana Souza',
  note: 'I am travelling that week.',
  invitationNote: 'The calendar invitation is attached; accept it to add the meeting to your calendar.',
  link: 'https://overlap.example.com/participant/availability?token=sample-token',
};

/** Sample values for every placeholder of this e-mail; one without a sample shows its own name. */
export function sampleVariables(key: EmailTemplateKey): Record<string, string> {
  return Object.fromEntries(
    TEMPLATE_VARIABLES[key].map((name: string) => [name, SAMPLE_VALUES[name] ?? `[${name}]`]),
  );
}
