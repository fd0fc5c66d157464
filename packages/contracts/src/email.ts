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
