import { LOCALES, type Locale } from '@overlap/contracts';
import { TEMPLATE_VARIABLES, type EmailTemplateKey } from '../templates/template-variables';
import type { EmailContent } from '../templates/render-template';
import { mailText, type MailMessageKey, type MailText } from './mail-messages';

/**
 * One sentence of an e-mail: a catalogue message (its ICU arguments are the e-mail's variables, or
 * `name` for the greeting), or a variable's own text. `when` makes it optional: it is written inside
 * `{{#when}}…{{/when}}`, so it goes when that value is blank.
 */
type Sentence = { key: MailMessageKey; when?: string; name?: string } | { value: string; when?: string };

interface TemplateShape {
  subject: MailMessageKey;
  paragraphs: Sentence[][];
  action?: MailMessageKey;
}

const greet = (name: string): Sentence[] => [{ key: 'greeting', name }];
const PLACE_AND_VIDEO: Sentence[][] = [
  [{ key: 'guests', when: 'guests' }],
  [{ key: 'where', when: 'location' }],
  [{ key: 'videoCall', when: 'videoLink' }],
  [{ value: 'invitationNote' }],
];

/** Which sentences each e-mail has, in every language; the words are in `messages/<locale>.json`. */
const SHAPES: Record<EmailTemplateKey, TemplateShape> = {
  invitation: {
    subject: 'invitation.subject',
    paragraphs: [
      greet('recipientName'),
      [{ key: 'invitation.intro' }],
      [{ value: 'meetingDescription', when: 'meetingDescription' }],
      [{ key: 'invitation.share' }, { key: 'answerBy', when: 'deadline' }],
    ],
    action: 'action.chooseTimes',
  },
  reminder: {
    subject: 'reminder.subject',
    paragraphs: [greet('recipientName'), [{ key: 'reminder.intro' }, { key: 'answerBy', when: 'deadline' }]],
    action: 'action.chooseTimes',
  },
  all_answered: {
    subject: 'all_answered.subject',
    paragraphs: [greet('organizerName'), [{ key: 'all_answered.intro' }]],
    action: 'all_answered.action',
  },
  scheduled: {
    subject: 'scheduled.subject',
    paragraphs: [greet('recipientName'), [{ key: 'scheduled.intro' }], ...PLACE_AND_VIDEO],
    action: 'action.details',
  },
  cancelled: {
    subject: 'cancelled.subject',
    paragraphs: [
      greet('recipientName'),
      [{ key: 'cancelled.intro' }],
      [{ key: 'cancelled.reason', when: 'reason' }],
    ],
  },
  rescheduled: {
    subject: 'rescheduled.subject',
    paragraphs: [greet('recipientName'), [{ key: 'rescheduled.intro' }], ...PLACE_AND_VIDEO],
    action: 'action.details',
  },
  rescheduling: {
    subject: 'rescheduling.subject',
    paragraphs: [greet('recipientName'), [{ key: 'rescheduling.intro' }], [{ key: 'rescheduling.check' }]],
    action: 'rescheduling.action',
  },
  meeting_updated: {
    subject: 'meeting_updated.subject',
    paragraphs: [greet('recipientName'), [{ key: 'meeting_updated.intro' }], ...PLACE_AND_VIDEO],
    action: 'action.details',
  },
  removed: {
    subject: 'removed.subject',
    paragraphs: [greet('recipientName'), [{ key: 'removed.intro' }]],
  },
  booked_declined: {
    subject: 'booked_declined.subject',
    paragraphs: [
      greet('organizerName'),
      [{ key: 'booked_declined.intro' }],
      [{ key: 'booked_declined.note', when: 'note' }],
      [{ key: 'booked_declined.next' }],
    ],
    action: 'booked_declined.action',
  },
  answer_received: {
    subject: 'answer_received.subject',
    paragraphs: [greet('organizerName'), [{ key: 'answer_received.intro' }]],
    action: 'answer_received.action',
  },
  answer_digest: {
    subject: 'answer_digest.subject',
    paragraphs: [greet('organizerName'), [{ key: 'answer_digest.intro' }], [{ value: 'digest' }]],
    action: 'answer_received.action',
  },
  sign_up_invitation: {
    subject: 'sign_up_invitation.subject',
    paragraphs: [[{ key: 'sign_up_invitation.intro' }], [{ key: 'sign_up_invitation.once' }]],
    action: 'sign_up_invitation.action',
  },
};

// Every variable any e-mail has: a message uses only its own, and the seed refuses unknown placeholders.
const VARIABLE_NAMES = [...new Set(Object.values(TEMPLATE_VARIABLES).flat())];

type Part = 'subject' | 'html' | 'text';

/** The placeholders handed to the messages: the title stands out (bold in HTML, quoted in text). */
function placeholders(t: MailText, part: Part): Record<string, string> {
  const args = Object.fromEntries(VARIABLE_NAMES.map((name) => [name, `{{${name}}}`]));
  if (part === 'html') args.meetingTitle = '<strong>{{meetingTitle}}</strong>';
  if (part === 'text') args.meetingTitle = t('quote', { text: '{{meetingTitle}}' });
  return args;
}

function sentenceText(t: MailText, part: Part, sentence: Sentence): string {
  if ('value' in sentence) return `{{${sentence.value}}}`;
  const args = placeholders(t, part);
  if (sentence.name) args.name = `{{${sentence.name}}}`;
  return t(sentence.key, args);
}

const optional = (when: string | undefined, text: string) =>
  when ? `{{#${when}}}${text}{{/${when}}}` : text;

/** A paragraph's sentences, an optional one with the space before it inside its section. */
function paragraphText(t: MailText, part: Part, sentences: Sentence[]): string {
  return sentences
    .map((s, i) => optional(i > 0 ? s.when : undefined, `${i > 0 ? ' ' : ''}${sentenceText(t, part, s)}`))
    .join('');
}

/** A paragraph made of one optional sentence is itself optional (no empty paragraph is left behind). */
const paragraphWhen = (sentences: Sentence[]) => (sentences.length === 1 ? sentences[0]!.when : undefined);

function htmlOf(t: MailText, shape: TemplateShape): string {
  const paragraphs = shape.paragraphs.map((sentences) =>
    optional(
      paragraphWhen(sentences),
      `<p style="line-height:1.5">${paragraphText(t, 'html', sentences)}</p>`,
    ),
  );
  const button = shape.action
    ? `<p style="margin:24px 0"><a href="{{link}}" style="background:#4f46e5;color:#ffffff;` +
      `padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${t(shape.action)}</a></p>` +
      `<p style="color:#6b7280;font-size:13px">${t('orOpenLink', { link: '{{link}}' })}</p>`
    : '';
  return [
    '<!doctype html>',
    '<html><body style="margin:0;padding:24px;background:#f9fafb;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#111827">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">',
    ...paragraphs,
    button,
    `<p style="color:#6b7280;font-size:13px;margin-top:32px">${t('signature')}</p>`,
    '</div></body></html>',
  ].join('\n');
}

function textOf(t: MailText, shape: TemplateShape): string {
  const body = shape.paragraphs
    .map((sentences, i) =>
      optional(paragraphWhen(sentences), `${i > 0 ? '\n\n' : ''}${paragraphText(t, 'text', sentences)}`),
    )
    .join('');
  return `${body}${shape.action ? '\n\n{{link}}' : ''}\n\n—\n${t('signature')}\n`;
}

/** The built-in template of one e-mail in one language, with `{{placeholders}}` like an admin's edit. */
export function localizedTemplate(locale: Locale, key: EmailTemplateKey): EmailContent {
  const t = mailText(locale);
  const shape = SHAPES[key];
  return {
    subject: sentenceText(t, 'subject', { key: shape.subject }),
    html: htmlOf(t, shape),
    text: textOf(t, shape),
  };
}

/** Every e-mail's built-in template, per language, built once at start. */
export const LOCALIZED_TEMPLATES: Record<Locale, Record<EmailTemplateKey, EmailContent>> = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    Object.fromEntries(
      (Object.keys(SHAPES) as EmailTemplateKey[]).map((key) => [key, localizedTemplate(locale, key)]),
    ),
  ]),
) as Record<Locale, Record<EmailTemplateKey, EmailContent>>;
