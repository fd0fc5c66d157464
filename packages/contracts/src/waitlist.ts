import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './constants';

/** Trims and lower-cases an address so that one person is stored once whatever they typed. */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

// Local part and domain as browsers' type=email accepts them, with a dotted domain required.
const EMAIL_PATTERN =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

export function isValidEmail(email: string): boolean {
  if (email.length === 0 || email.length > EMAIL_MAX_LENGTH) return false;
  const [local = ''] = email.split('@');
  if (local.length > 64 || local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  return EMAIL_PATTERN.test(email);
}

export const emailSchema = z
  .string({ error: 'Email must be a string' })
  .transform(normalizeEmail)
  .refine((v) => v.length > 0, 'Please enter your email address')
  .refine((v) => v.length <= EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`)
  .refine(isValidEmail, 'Please enter a valid email address');

export const waitlistSignupRequest = z.object(
  { email: emailSchema },
  { error: 'Request body must be a JSON object' },
);
export type WaitlistSignupRequest = z.infer<typeof waitlistSignupRequest>;

export const waitlistSignupResponse = z.object({ message: z.string() });
export type WaitlistSignupResponse = z.infer<typeof waitlistSignupResponse>;
