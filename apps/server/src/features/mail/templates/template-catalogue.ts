import type { EmailTemplateKey } from './template-variables';

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
    description:
      'Sent to a person taken off a booked meeting; a calendar cancellation is attached unless the organizer’s calendar sends its own.',
  },
  booked_declined: {
    name: 'Declined after booking',
    description: 'Sent to the organizer when a required person declines the booked meeting.',
  },
  answer_received: {
    name: 'New answer',
    description:
      'Sent to the organizer for each answer or decline, when they chose to hear about each answer in Settings.',
  },
  answer_digest: {
    name: 'Answers digest',
    description:
      'Sent to the organizer at most once a day with the answers since the last one, when they chose a daily digest.',
  },
  sign_up_invitation: {
    name: 'Sign-up invitation',
    description: 'Sent when an admin invites someone from Admin → Waitlist, with a single-use sign-up link.',
  },
};
