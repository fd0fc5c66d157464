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
    'invitationNote',
    'link',
  ],
  cancelled: ['recipientName', 'organizerName', 'meetingTitle', 'when'],
} as const satisfies Record<string, readonly string[]>;

export type EmailTemplateKey = keyof typeof TEMPLATE_VARIABLES;

/** Variables that may be empty: use them inside `{{#name}}…{{/name}}` so their sentence goes with them. */
export const OPTIONAL_VARIABLES: Record<EmailTemplateKey, readonly string[]> = {
  invitation: ['meetingDescription', 'deadline'],
  reminder: ['deadline'],
  all_answered: [],
  scheduled: ['location'],
  cancelled: [],
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
        '{{invitationNote}}',
      ],
      { label: 'See the details', href: '{{link}}' },
    ),
    text:
      'Hi {{recipientName}},\n\n"{{meetingTitle}}" with {{organizerName}} is scheduled for {{when}}.\n' +
      '{{#location}}Where: {{location}}\n{{/location}}\n{{invitationNote}}\n{{link}}' +
      SIGNATURE,
  },
  cancelled: {
    subject: 'Cancelled: {{meetingTitle}}',
    html: layout([
      'Hi {{recipientName}},',
      '{{organizerName}} cancelled <strong>{{meetingTitle}}</strong>, which was planned for {{when}}. Nothing else is needed from you.',
    ]),
    text:
      'Hi {{recipientName}},\n\n{{organizerName}} cancelled "{{meetingTitle}}", which was planned for {{when}}. Nothing else is needed from you.' +
      SIGNATURE,
  },
};
