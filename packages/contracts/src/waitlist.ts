import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './constants';
import { isValidEmail, normalizeEmail } from './email';

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
