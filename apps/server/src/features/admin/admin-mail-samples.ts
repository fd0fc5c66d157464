import type { Locale } from '@overlap/contracts';
import { mailText } from '../mail/i18n/mail-messages';
import { TEMPLATE_VARIABLES, type EmailTemplateKey } from '../mail/templates/template-variables';
import { formatInstant, formatWhen, formatWindow, zoneLabel } from '../meetings/notifications';

/**
 * Made-up words for previews, per language. Some look like markup on purpose: the preview shows that
 * whatever people type (a meeting title, a note) arrives as text, never as HTML.
 */
const SAMPLE_WORDS: Record<
  Locale,
  { meetingTitle: string; meetingDescription: string; location: string; reason: string; note: string }
> = {
  en: {
    meetingTitle: 'Roadmap review <b>Q3</b> & budget',
    meetingDescription: 'Bring your numbers. <script>alert("hi")</script>',
    location: 'Room 4, second floor',
    reason: 'The launch moved to next month.',
    note: 'I am travelling that week.',
  },
  de: {
    meetingTitle: 'Roadmap-Besprechung <b>Q3</b> & Budget',
    meetingDescription: 'Bringen Sie Ihre Zahlen mit. <script>alert("hallo")</script>',
    location: 'Raum 4, zweiter Stock',
    reason: 'Der Launch wurde auf nächsten Monat verschoben.',
    note: 'Ich bin in dieser Woche auf Reisen.',
  },
  fr: {
    meetingTitle: 'Revue de la feuille de route <b>T3</b> & budget',
    meetingDescription: 'Apportez vos chiffres. <script>alert("salut")</script>',
    location: 'Salle 4, deuxième étage',
    reason: 'Le lancement est reporté au mois prochain.',
    note: 'Je suis en déplacement cette semaine-là.',
  },
  es: {
    meetingTitle: 'Revisión de la hoja de ruta <b>T3</b> y presupuesto',
    meetingDescription: 'Trae tus cifras. <script>alert("hola")</script>',
    location: 'Sala 4, segunda planta',
    reason: 'El lanzamiento se ha movido al mes que viene.',
    note: 'Esa semana estoy de viaje.',
  },
};

const ZONE = 'Europe/London';
const PERSON = 'Ana Souza';

/** Every sample value of one language, the times written as that language's e-mails write them. */
function samplesIn(locale: Locale): Record<string, string> {
  const t = mailText(locale);
  return {
    ...SAMPLE_WORDS[locale],
    recipientName: PERSON,
    organizerName: 'Dana Demo',
    participantName: PERSON,
    duration: t('duration.minutes', { minutes: 30 }),
    window: formatWindow(
      new Date('2025-07-07T00:00:00+01:00'),
      new Date('2025-07-12T00:00:00+01:00'),
      ZONE,
      locale,
    ),
    deadline: formatInstant(new Date('2025-07-03T17:00:00+01:00'), ZONE, locale),
    answeredSummary: t('answered.all'),
    when: formatWhen(
      new Date('2025-07-08T15:00:00+01:00'),
      new Date('2025-07-08T15:30:00+01:00'),
      ZONE,
      locale,
    ),
    previousWhen: formatWhen(
      new Date('2025-07-07T10:00:00+01:00'),
      new Date('2025-07-07T10:30:00+01:00'),
      ZONE,
      locale,
    ),
    timeZone: zoneLabel(ZONE, new Date('2025-07-08T15:00:00+01:00')),
    videoLink: 'https://meet.jit.si/Overlap-sample',
    change: t('change.added', { names: PERSON, count: 1 }),
    invitationNote: t('note.attached'),
    guests: new Intl.ListFormat(locale, { type: 'conjunction' }).format([
      'Ben Okafor',
      t('guests.optional', { name: 'Chen Li' }),
    ]),
    link: 'https://overlap.example.com/participant/availability?token=sample-token',
    answerSummary: t('answer.given', { name: PERSON }),
    progress: t('answer.progress', { answered: 3, total: 5 }),
    answerCount: '2',
    digest: `${SAMPLE_WORDS[locale].meetingTitle}: ${PERSON}, Ben Okafor (${t('answer.progress', { answered: 3, total: 5 })})`,
    inviterName: 'Dana Demo',
    days: '14',
  };
}

const SAMPLE_LINKS: Partial<Record<EmailTemplateKey, string>> = {
  sign_up_invitation: 'https://overlap.example.com/get-started?invitation=sample-token',
};

/** Sample values for every placeholder of this e-mail in one language; one without a sample shows its name. */
export function sampleVariables(key: EmailTemplateKey, locale: Locale = 'en'): Record<string, string> {
  const link = SAMPLE_LINKS[key];
  const samples: Record<string, string> = { ...samplesIn(locale), ...(link ? { link } : {}) };
  return Object.fromEntries(
    TEMPLATE_VARIABLES[key].map((name: string) => [name, samples[name] ?? `[${name}]`]),
  );
}
