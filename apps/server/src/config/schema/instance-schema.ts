import { z } from 'zod';
import { MEETING_LIMITS, SIGN_UP_MODES } from '@overlap/contracts';
import { contactAddress, positiveInt } from '../setting-values';

/** What this instance offers and promises: webhooks, sign-up, meeting size, its operator, retention, legal pages. */
export const instanceSchema = {
  WEBHOOK_RETRY_DELAY_SECONDS: positiveInt('use a positive whole number of seconds').default(60),
  WEBHOOK_TIMEOUT_MS: positiveInt('use a positive number of milliseconds').default(10_000),
  SIGN_UP: z
    .enum(SIGN_UP_MODES, { error: 'use open, waitlist (sign-up by invitation, public waitlist) or invite' })
    .default('open'),
  MEETING_PARTICIPANTS_MAX: positiveInt('use a positive whole number of people')
    .max(MEETING_LIMITS.participantsMax, `use at most ${MEETING_LIMITS.participantsMax} people`)
    .default(MEETING_LIMITS.participantsMax),
  OPERATOR_NAME: z.string().trim().min(1).max(200, 'use at most 200 characters').optional(),
  OPERATOR_EMAIL: contactAddress.optional(),
  OPERATOR_PRIVACY_EMAIL: contactAddress.optional(),
  OPERATOR_SECURITY_EMAIL: contactAddress.optional(),
  RETENTION_ANSWERS_DAYS: positiveInt('use a positive whole number of days').default(30),
  RETENTION_MESSAGES_DAYS: positiveInt('use a positive whole number of days').default(30),
  LEGAL_PAGES_DIR: z.string().min(1).optional(),
};
