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
    description: 'Sent to the organizer once every participant has answered.',
  },
  scheduled: {
    name: 'Scheduled',
    description: 'Sent to participants when a time is booked, with the calendar invitation attached.',
  },
  cancelled: {
    name: 'Cancelled',
    description: 'Sent to participants when a booked meeting is cancelled, with the cancellation attached.',
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
  window: 'Mon 7 Jul – Fri 11 Jul',
  deadline: 'Thu 3 Jul, 17:00 (Europe/London)',
  answeredSummary: 'All 4 participants have answered',
  when: 'Tue 8 Jul, 15:00–15:30',
  timeZone: 'Europe/London',
  location: 'https://meet.example.com/roadmap',
  invitationNote: 'The calendar invitation is attached; accept it to add the meeting to your calendar.',
  link: 'https://overlap.example.com/participant/availability?token=sample-token',
};

/** Sample values for every placeholder of this e-mail; one without a sample shows its own name. */
export function sampleVariables(key: EmailTemplateKey): Record<string, string> {
  return Object.fromEntries(
    TEMPLATE_VARIABLES[key].map((name: string) => [name, SAMPLE_VALUES[name] ?? `[${name}]`]),
  );
}
