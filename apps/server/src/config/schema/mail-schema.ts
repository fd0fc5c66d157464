import { z } from 'zod';
import { isSmtpUrl, parseMailbox } from '../setting-values';

/** How e-mail leaves: SMTP, or the outbox when unset, and the sender. */
export const mailSchema = {
  SMTP_URL: z
    .string()
    .refine(isSmtpUrl, 'use smtp://user:password@host:587 (STARTTLS) or smtps://user:password@host:465')
    .optional(),
  MAIL_FROM: z
    .string()
    .refine((v) => parseMailbox(v) !== null, 'use an address such as Overlap <no-reply@example.com>')
    .default('Overlap <no-reply@localhost>'),
};
