import type { EmailContent } from './render-template';

/** Every e-mail the product sends, with the variables its sender provides (all strings, all required). */
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
export type TemplateVariablesOf<K extends EmailTemplateKey> = Record<
  (typeof TEMPLATE_VARIABLES)[K][number],
  string
>;

export const EMAIL_TEMPLATE_KEYS = Object.keys(TEMPLATE_VARIABLES) as EmailTemplateKey[];

export function isEmailTemplateKey(key: string): key is EmailTemplateKey {
  return Object.hasOwn(TEMPLATE_VARIABLES, key);
}

function layout(paragraphs: string[], action?: { label: string; href: string }): string {
  const button = action
    ? `<p style="margin:24px 0"><a href="${action.href}" style="background:#4f46e5;color:#ffffff;` +
      `padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${action.label}</a></p>` +
      `<p style="color:#6b7280;font-size:13px">Or open this link: ${action.href}</p>`
    : '';
  return [
    '<!doctype html>',
    '<html><body style="margin:0;padding:24px;background:#f9fafb;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#111827">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">',
    ...paragraphs.map((p) => `<p style="line-height:1.5">${p}</p>`),
    button,
    '<p style="color:#6b7280;font-size:13px;margin-top:32px">Sent by Overlap, which finds a time that works for everyone.</p>',
    '</div></body></html>',
  ].join('\n');
}

const SIGNATURE = '\n\n—\nSent by Overlap, which finds a time that works for everyone.\n';

export const DEFAULT_TEMPLATES: Record<EmailTemplateKey, EmailContent> = {
  invitation: {
    subject: '{{organizerName}} invites you to find a time: {{meetingTitle}}',
    html: layout(
      [
        'Hi {{recipientName}},',
        '<strong>{{organizerName}}</strong> wants to meet about <strong>{{meetingTitle}}</strong> ({{duration}}) some time in {{window}}.',
        '{{meetingDescription}}',
        'Share when you are free — connect a calendar or paint your times on a grid; no account needed. Please answer by {{deadline}}.',
      ],
      { label: 'Choose your times', href: '{{link}}' },
    ),
    text:
      'Hi {{recipientName}},\n\n{{organizerName}} wants to meet about "{{meetingTitle}}" ({{duration}}) some time in {{window}}.\n\n' +
      '{{meetingDescription}}\n\nShare when you are free — connect a calendar or paint your times on a grid; no account needed. ' +
      'Please answer by {{deadline}}:\n{{link}}' +
      SIGNATURE,
  },
  reminder: {
    subject: 'Reminder: when are you free for {{meetingTitle}}?',
    html: layout(
      [
        'Hi {{recipientName}},',
        '{{organizerName}} is still waiting for your times for <strong>{{meetingTitle}}</strong>. Answers close {{deadline}}.',
      ],
      { label: 'Choose your times', href: '{{link}}' },
    ),
    text:
      'Hi {{recipientName}},\n\n{{organizerName}} is still waiting for your times for "{{meetingTitle}}". ' +
      'Answers close {{deadline}}:\n{{link}}' +
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
        '<strong>{{meetingTitle}}</strong> with {{organizerName}} is scheduled for <strong>{{when}}</strong> ({{timeZone}}).',
        'Where: {{location}}',
        '{{invitationNote}}',
      ],
      { label: 'See the details', href: '{{link}}' },
    ),
    text:
      'Hi {{recipientName}},\n\n"{{meetingTitle}}" with {{organizerName}} is scheduled for {{when}} ({{timeZone}}).\n' +
      'Where: {{location}}\n\n{{invitationNote}}\n{{link}}' +
      SIGNATURE,
  },
  cancelled: {
    subject: 'Cancelled: {{meetingTitle}}',
    html: layout([
      'Hi {{recipientName}},',
      '{{organizerName}} cancelled <strong>{{meetingTitle}}</strong> ({{when}}). Nothing else is needed from you.',
    ]),
    text:
      'Hi {{recipientName}},\n\n{{organizerName}} cancelled "{{meetingTitle}}" ({{when}}). Nothing else is needed from you.' +
      SIGNATURE,
  },
};
