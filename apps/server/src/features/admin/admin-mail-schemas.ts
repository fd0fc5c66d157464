import { DEFAULT_LOCALE, LOCALES, OUTBOX_STATUS_VALUES, TEMPLATE_LIMITS } from '@overlap/contracts';
import { textField } from '@overlap/contracts/schemas';
import { z } from 'zod';
import { EMAIL_TEMPLATE_KEYS } from '../mail/templates/template-variables';

export const templateKeyParams = z.object({
  key: z.enum(EMAIL_TEMPLATE_KEYS as [string, ...string[]], {
    error: `No such e-mail template. Known: ${EMAIL_TEMPLATE_KEYS.join(', ')}.`,
  }),
});

/** `?locale=de`: the version of a template in that language; English without one. */
export const templateLocaleQuery = z.object({
  locale: z.enum(LOCALES, { error: `The language is one of ${LOCALES.join(', ')}.` }).default(DEFAULT_LOCALE),
});

// Lengths are checked by `checkTemplate`, which names the part; here only a generous cap on the body.
const part = (name: string) =>
  textField(`The ${name}`, `Send the ${name} as text.`).max(
    TEMPLATE_LIMITS.html * 2,
    `The ${name} is far too long.`,
  );

export const templateContentSchema = z.object({
  subject: part('subject'),
  html: part('HTML'),
  text: part('text'),
});

export const outboxQuerySchema = z.object({
  status: z
    .enum(OUTBOX_STATUS_VALUES, { error: `Status is one of ${OUTBOX_STATUS_VALUES.join(', ')}.` })
    .optional(),
  page: z.coerce
    .number({ error: 'The page is a number from 1.' })
    .int('The page is a whole number.')
    .min(1, 'Pages start at 1.')
    .max(100_000, 'That page is too far.')
    .default(1),
});

export const outboxIdParams = z.object({ id: z.uuid() });
