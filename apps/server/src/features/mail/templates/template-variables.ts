/**
 * Every e-mail the product sends, with the variables its sender provides (all strings, always given). The
 * optional ones below are empty when the meeting has none; templates wrap their words in a section.
 */
// What every message about a booked meeting ends with.
const bookedDetails = ['guests', 'location', 'videoLink', 'invitationNote', 'link'] as const;

export const TEMPLATE_VARIABLES = {
  invitation: [
    'recipientName',
    'organizerName',
    'meetingTitle',
    'meetingDescription',
    'duration',
    'window',
    'deadline',
    'link',
  ],
  reminder: ['recipientName', 'organizerName', 'meetingTitle', 'deadline', 'link'],
  all_answered: ['organizerName', 'meetingTitle', 'answeredSummary', 'link'],
  scheduled: ['recipientName', 'organizerName', 'meetingTitle', 'when', 'timeZone', ...bookedDetails],
  cancelled: ['recipientName', 'organizerName', 'meetingTitle', 'when', 'reason'],
  rescheduled: [
    'recipientName',
    'organizerName',
    'meetingTitle',
    'previousWhen',
    'when',
    'timeZone',
    ...bookedDetails,
  ],
  rescheduling: ['recipientName', 'organizerName', 'meetingTitle', 'previousWhen', 'link'],
  meeting_updated: ['recipientName', 'organizerName', 'meetingTitle', 'change', 'when', ...bookedDetails],
  removed: ['recipientName', 'organizerName', 'meetingTitle', 'when'],
  booked_declined: ['organizerName', 'participantName', 'meetingTitle', 'when', 'note', 'link'],
  answer_received: ['organizerName', 'meetingTitle', 'answerSummary', 'progress', 'link'],
  answer_digest: ['organizerName', 'answerCount', 'digest', 'link'],
  sign_up_invitation: ['inviterName', 'days', 'link'],
} as const satisfies Record<string, readonly string[]>;

export type EmailTemplateKey = keyof typeof TEMPLATE_VARIABLES;

/** Variables that may be empty: use them inside `{{#name}}…{{/name}}` so their sentence goes with them. */
export const OPTIONAL_VARIABLES: Record<EmailTemplateKey, readonly string[]> = {
  invitation: ['meetingDescription', 'deadline'],
  reminder: ['deadline'],
  all_answered: [],
  scheduled: ['guests', 'location', 'videoLink'],
  cancelled: ['reason'],
  rescheduled: ['guests', 'location', 'videoLink'],
  rescheduling: [],
  meeting_updated: ['guests', 'location', 'videoLink'],
  removed: [],
  booked_declined: ['note'],
  answer_received: [],
  answer_digest: [],
  sign_up_invitation: [],
};
export type TemplateVariablesOf<K extends EmailTemplateKey> = Record<
  (typeof TEMPLATE_VARIABLES)[K][number],
  string
>;

export const EMAIL_TEMPLATE_KEYS = Object.keys(TEMPLATE_VARIABLES) as EmailTemplateKey[];

export function isEmailTemplateKey(key: string): key is EmailTemplateKey {
  return Object.hasOwn(TEMPLATE_VARIABLES, key);
}
