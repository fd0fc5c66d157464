import { z } from 'zod';
import { isValidEmail, normalizeEmail } from '@overlap/contracts';
import { parseCidr } from '../features/calendars/ssrf/ip-address';

// The kinds of value settings take, each with the hint a wrong value is answered with.

export const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'use true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

export const port = z.coerce
  .number({ error: 'use a whole number between 1 and 65535' })
  .int('use a whole number between 1 and 65535')
  .min(0, 'use a whole number between 1 and 65535')
  .max(65535, 'use a whole number between 1 and 65535');

export const positiveInt = (hint: string) => z.coerce.number({ error: hint }).int(hint).positive(hint);
export const wholeNumber = (hint: string) => z.coerce.number({ error: hint }).int(hint).min(0, hint);

export const isKey32 = (value: string) =>
  /^[A-Za-z0-9+/]+={0,2}$/.test(value.trim()) && Buffer.from(value.trim(), 'base64').length === 32;
export const credentialsKey = z
  .string()
  .refine(isKey32, 'use 32 random bytes in base64, e.g. the output of `openssl rand -base64 32`');
export const oldCredentialKeys = z
  .string()
  .refine(
    (v) => v.split(',').every((entry) => entry.trim() === '' || isKey32(entry.split(':').pop() ?? '')),
    'use a comma-separated list of earlier keys, each base64 of 32 bytes, optionally written id:base64',
  );
export const contactAddress = z
  .string()
  .transform(normalizeEmail)
  .refine(isValidEmail, 'use one e-mail address, such as privacy@example.com');
export const endpointUrl = z.url({ error: 'use an absolute http(s) URL' });
export const outboundAllowList = z
  .string()
  .refine(
    (v) => v.split(',').every((entry) => isHostOrCidr(entry.trim())),
    'use a comma-separated list of host names, IP addresses or CIDR ranges such as 192.168.1.0/24',
  );

export function isHostOrCidr(entry: string): boolean {
  if (entry === '') return true;
  if (/^[a-z0-9.-]+$/i.test(entry) && /[a-z]/i.test(entry)) return true;
  try {
    parseCidr(entry.includes('/') ? entry : `${entry}/${entry.includes(':') ? 128 : 32}`);
    return true;
  } catch {
    return false;
  }
}

/** An issuer is a bare host name (Auth0's "domain") or an https URL; plain http only for this machine. */
export function isIssuer(value: string): boolean {
  if (!value.includes('://')) return /^[a-z0-9.-]+(:\d+)?$/i.test(value);
  try {
    const url = new URL(value);
    const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    return url.protocol === 'https:' || (url.protocol === 'http:' && local);
  } catch {
    return false;
  }
}

export function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** `Name <address>` or a bare address; the address also becomes the organizer of calendar invitations. */
export function parseMailbox(value: string): { name: string; address: string } | null {
  const address = String.raw`[^\s"<>(),;:\\[\]@]+@[^\s"<>(),;:\\[\]@]+`;
  const match = new RegExp(String.raw`^\s*(?:"?([^"<>\r\n]*?)"?\s*<(${address})>|(${address}))\s*$`).exec(
    value,
  );
  if (!match) return null;
  return { name: (match[1] ?? '').trim(), address: match[2] ?? match[3]! };
}

/** A URL's password never reaches a message or a log. */
export function withoutPassword(value: string): string {
  try {
    const url = new URL(value);
    if (!url.password) return value;
    url.password = '***';
    return url.toString();
  } catch {
    return value;
  }
}
