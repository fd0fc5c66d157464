import type { EmailContent } from './render-template';

/**
 * Every e-mail the product sends, with the variables its sender provides (all strings, always given). The
 * optional ones below are empty when the meeting has none; templates wrap their words in a section.
 */
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
  scheduled: [
    'recipientName',
    'organizerName',
    'meetingTitle',
    'when',
    'timeZone',
    'location',
    'videoLink',
    'invitationNote',
    'link',
  ],
  cancelled: ['recipientName', 'organizerName', 'meetingTitle', 'when', 'reason'],
  rescheduled: [
    'recipientName',
    'organizerName',
    'meetingTitle',
    'previousWhen',
    'when',
    'timeZone',
    'location',
    'videoLink',
    'invitationNote',
    'link',
  ],
  rescheduling: ['recipientName', 'organizerName', 'meetingTitle', 'previousWhen', 'link'],
  meeting_updated: [
    'recipientName',
    'organizerName',
    'meetingTitle',
    'change',
    'when',
    'location',
    'videoLink',
    'invitationNote',
    'link',
  ],
  removed: ['recipientName', 'organizerName', 'meetingTitle', 'when'],
  booked_declined: ['organizerName', 'participantName', 'meetingTitle', 'when', 'note', 'link'],
} as const satisfies Record<string, readonly string[]>;

export type EmailTemplateKey = keyof typeof TEMPLATE_VARIABLES;

/** Variables that may be empty: use them inside `{{#name}}…{{/name}}` so their sentence goes with them. */
export const OPTIONAL_VARIABLES: Record<EmailTemplateKey, readonly string[]> = {
  invitation: ['meetingDescription', 'deadline'],
  reminder: ['deadline'],
  all_answered: [],
  scheduled: ['location', 'videoLink'],
  cancelled: ['reason'],
  rescheduled: ['location', 'videoLink'],
  rescheduling: [],
  meeting_updated: ['location', 'videoLink'],
  removed: [],
  booked_declined: ['note'],
};
export type TemplateVariablesOf<K extends EmailTemplateKey> = Record<
  (typeof TEMPLATE_VARIABLES)[K][number],
  string
>;

export const EMAIL_TEMPLATE_KEYS = Object.keys(TEMPLATE_VARIABLES) as EmailTemplateKey[];

export function isEmailTemplateKey(key: string): key is EmailTemplateKey {
  return Object.hasOwn(TEMPLATE_VARIABLES, key);
}

/** A paragraph shown only when the named optional value is given (see sections in render-template). */
interface OptionalParagraph {
  when: string;
  text: string;
}

function layout(
  paragraphs: (string | OptionalParagraph)[],
  action?: { label: string; href: string },
): string {
  const button = action
    ? `<p style="margin:24px 0"><a href="${action.href}" style="background:#4f46e5;color:#ffffff;` +
      `padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${action.label}</a></p>` +
      `<p style="color:#6b7280;font-size:13px">Or open this link: ${action.href}</p>`
    : '';
  const paragraph = (p: string | OptionalParagraph) =>
    typeof p === 'string'
      ? `<p style="line-height:1.5">${p}</p>`
      : `{{#${p.when}}}<p style="line-height:1.5">${p.text}</p>{{/${p.when}}}`;
  return [
    '<!doctype html>',
    '<html><body style="margin:0;padding:24px;background:#f9fafb;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#111827">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">',
    ...paragraphs.map(paragraph),
    button,
    '<p style="color:#6b7280;font-size:13px;margin-top:32px">Sent by Overlap, which finds a time that works for everyone.</p>',
    '</div></body></html>',
  ].join('\n');
}

const SIGNATURE = '\n\n—\nSent by Overlap, which finds a time that works for everyone.\n';
const ANSWER_BY = '{{#deadline}} Please answer by {{deadline}}.{{/deadline}}';

export const DEFAULT_TEMPLATES: Record<EmailTemplateKey, EmailContent> = {
  invitation: {
    subject: '{{organizerName}} invites you to find a time: {{meetingTitle}}',
    html: layout(
      [
        'Hi {{recipientName}},',
        '<strong>{{organizerName}}</strong> wants to meet about <strong>{{meetingTitle}}</strong> ({{duration}}) {{window}}.',
        { when: 'meetingDescription', text: '{{meetingDescription}}' },
        `Share when you are free — connect a calendar or paint your times on a grid; no account needed.${ANSWER_BY}`,
      ],
      { label: 'Choose your times', href: '{{link}}' },
    ),
    text:
      'Hi {{recipientName}},\n\n{{organizerName}} wants to meet about "{{meetingTitle}}" ({{duration}}) {{window}}.\n\n' +
      '{{#meetingDescription}}{{meetingDescription}}\n\n{{/meetingDescription}}' +
      `Share when you are free — connect a calendar or paint your times on a grid; no account needed.${ANSWER_BY}\n\n` +
      '{{link}}' +
      SIGNATURE,
  },
  reminder: {
    subject: 'Reminder: when are you free for {{meetingTitle}}?',
    html: layout(
      [
        'Hi {{recipientName}},',
        `{{organizerName}} is still waiting for your times for <strong>{{meetingTitle}}</strong>.${ANSWER_BY}`,
      ],
      { label: 'Choose your times', href: '{{link}}' },
    ),
    text:
      `Hi {{recipientName}},\n\n{{organizerName}} is still waiting for your times for "{{meetingTitle}}".${ANSWER_BY}\n\n` +
      '{{link}}' +
      SIGNATURE,
  },
  all_answered: {
    subject: 'Ready to schedule: {{meetingTitle}}',
    html: layout(
      [
        'Hi {{organizerName}},',
        '{{answeredSummary}} for <strong>{{meetingTitle}}</strong>. The best times are ranked and waiting for you.',
      ],
      { label: 'Pick the time', href: '{{link}}' },
    ),
    text:
      'Hi {{organizerName}},\n\n{{answeredSummary}} for "{{meetingTitle}}". The best times are ranked and waiting for you:\n{{link}}' +
      SIGNATURE,
  },
  scheduled: {
    subject: 'Scheduled: {{meetingTitle}} — {{when}}',
    html: layout(
      [
        'Hi {{recipientName}},',
        '<strong>{{meetingTitle}}</strong> with {{organizerName}} is scheduled for <strong>{{when}}</strong>.',
        { when: 'location', text: 'Where: {{location}}' },
        { when: 'videoLink', text: 'Join the video call: {{videoLink}}' },
        '{{invitationNote}}',
      ],
      { label: 'See the details', href: '{{link}}' },
    ),
    text:
      'Hi {{recipientName}},\n\n"{{meetingTitle}}" with {{organizerName}} is scheduled for {{when}}.\n' +
      '{{#location}}Where: {{location}}\n{{/location}}{{#videoLink}}Join the video call: {{videoLink}}\n{{/videoLink}}' +
      '\n{{invitationNote}}\n{{link}}' +
      SIGNATURE,
  },
  cancelled: {
    subject: 'Cancelled: {{meetingTitle}}',
    html: layout([
      'Hi {{recipientName}},',
      '{{organizerName}} cancelled <strong>{{meetingTitle}}</strong>, which was planned for {{when}}. Nothing else is needed from you.',
      { when: 'reason', text: '{{organizerName}} wrote: “{{reason}}”' },
    ]),
    text:
      'Hi {{recipientName}},\n\n{{organizerName}} cancelled "{{meetingTitle}}", which was planned for {{when}}. Nothing else is needed from you.' +
      '{{#reason}}\n\n{{organizerName}} wrote: “{{reason}}”{{/reason}}' +
      SIGNATURE,
  },
  rescheduled: {
    subject: 'Moved: {{meetingTitle}} — now {{when}}',
    html: layout(
      [
        'Hi {{recipientName}},',
        '{{organizerName}} moved <strong>{{meetingTitle}}</strong> from {{previousWhen}} to <strong>{{when}}</strong>.',
        { when: 'location', text: 'Where: {{location}}' },
        { when: 'videoLink', text: 'Join the video call: {{videoLink}}' },
        '{{invitationNote}}',
      ],
      { label: 'See the details', href: '{{link}}' },
    ),
    text:
      'Hi {{recipientName}},\n\n{{organizerName}} moved "{{meetingTitle}}" from {{previousWhen}} to {{when}}.\n' +
      '{{#location}}Where: {{location}}\n{{/location}}{{#videoLink}}Join the video call: {{videoLink}}\n{{/videoLink}}' +
      '\n{{invitationNote}}\n{{link}}' +
      SIGNATURE,
  },
  rescheduling: {
    subject: 'Finding a new time: {{meetingTitle}}',
    html: layout(
      [
        'Hi {{recipientName}},',
        '{{organizerName}} is looking for a new time for <strong>{{meetingTitle}}</strong>, now booked for {{previousWhen}}. That time stands until a new one is chosen.',
        'Please check that your times are still right.',
      ],
      { label: 'Check your times', href: '{{link}}' },
    ),
    text:
      'Hi {{recipientName}},\n\n{{organizerName}} is looking for a new time for "{{meetingTitle}}", now booked for {{previousWhen}}. That time stands until a new one is chosen.\n\n' +
      'Please check that your times are still right:\n{{link}}' +
      SIGNATURE,
  },
  meeting_updated: {
    subject: 'Updated: {{meetingTitle}} — {{when}}',
    html: layout(
      [
        'Hi {{recipientName}},',
        '{{organizerName}} updated <strong>{{meetingTitle}}</strong> on {{when}}: {{change}}.',
        { when: 'location', text: 'Where: {{location}}' },
        { when: 'videoLink', text: 'Join the video call: {{videoLink}}' },
        '{{invitationNote}}',
      ],
      { label: 'See the details', href: '{{link}}' },
    ),
    text:
      'Hi {{recipientName}},\n\n{{organizerName}} updated "{{meetingTitle}}" on {{when}}: {{change}}.\n' +
      '{{#location}}Where: {{location}}\n{{/location}}{{#videoLink}}Join the video call: {{videoLink}}\n{{/videoLink}}' +
      '\n{{invitationNote}}\n{{link}}' +
      SIGNATURE,
  },
  removed: {
    subject: 'No longer invited: {{meetingTitle}}',
    html: layout([
      'Hi {{recipientName}},',
      '{{organizerName}} took you off <strong>{{meetingTitle}}</strong> on {{when}}. The attached cancellation removes it from your calendar; nothing else is needed from you.',
    ]),
    text:
      'Hi {{recipientName}},\n\n{{organizerName}} took you off "{{meetingTitle}}" on {{when}}. The attached cancellation removes it from your calendar; nothing else is needed from you.' +
      SIGNATURE,
  },
  booked_declined: {
    subject: '{{participantName}} cannot make {{meetingTitle}}',
    html: layout(
      [
        'Hi {{organizerName}},',
        '{{participantName}}, who is required, cannot make <strong>{{meetingTitle}}</strong> on {{when}}.',
        { when: 'note', text: 'They wrote: “{{note}}”' },
        'The next best times are ranked from everyone’s answers; one click moves the meeting.',
      ],
      { label: 'See the next best times', href: '{{link}}' },
    ),
    text:
      'Hi {{organizerName}},\n\n{{participantName}}, who is required, cannot make "{{meetingTitle}}" on {{when}}.\n' +
      '{{#note}}They wrote: “{{note}}”\n{{/note}}' +
      '\nThe next best times are ranked from everyone’s answers; one click moves the meeting:\n{{link}}' +
      SIGNATURE,
  },
};
