import { z } from 'zod';
import { isValidEmail, normalizeEmail } from '@overlap/contracts';
import { isIssuer, positiveInt } from '../setting-values';

/** Sign-in: the OpenID Connect provider, the admins, and the brute-force limits. */
export const authSchema = {
  OIDC_ISSUER: z
    .string()
    .refine(isIssuer, 'use the sign-in domain (tenant.eu.auth0.com) or an https:// issuer URL')
    .optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_AUDIENCE: z.string().min(1).optional(),
  // RFC 6749 scope tokens: printable ASCII except space, '"' and '\\'.
  OIDC_SCOPE: z
    .string()
    .transform((v) => v.trim().split(/\s+/).filter(Boolean).join(' '))
    .refine((v) => /^[\x21\x23-\x5b\x5d-\x7e ]*$/.test(v), 'use scope names separated by spaces')
    .optional(),
  ADMIN_EMAILS: z
    .string()
    .refine(
      (v) => v.split(',').every((e) => e.trim() === '' || isValidEmail(normalizeEmail(e))),
      'use a comma-separated list of e-mail addresses',
    )
    .optional(),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: positiveInt('use a positive whole number of attempts').default(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: positiveInt('use a positive whole number of attempts').default(50),
  LOGIN_LOCK_SECONDS: positiveInt('use a positive whole number of seconds').default(900),
};
