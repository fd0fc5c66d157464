import { describe, expect, it } from 'vitest';
import { isValidEmail, normalizeEmail } from './email';
import { waitlistSignupRequest } from './waitlist';

describe('normalizeEmail', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail('  Ana.Lopez@Example.COM \n')).toBe('ana.lopez@example.com');
  });
});

describe('isValidEmail', () => {
  it.each(['a@b.co', 'first.last+tag@sub.example.org', "o'brien@example.ie"])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each([
    '',
    'plain',
    '@example.com',
    'a@',
    'a@b',
    'a@@b.com',
    'a b@c.com',
    '.a@b.com',
    'a.@b.com',
    'a..b@c.com',
    'a@-b.com',
    'a@b-.com',
    `${'x'.repeat(65)}@example.com`,
    `a@${'x'.repeat(250)}.com`,
    '<script>@x.com',
  ])('rejects %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('waitlistSignupRequest', () => {
  it('normalises the address', () => {
    expect(waitlistSignupRequest.parse({ email: ' Me@Example.com ' })).toEqual({ email: 'me@example.com' });
  });
  it('explains a blank address', () => {
    const result = waitlistSignupRequest.safeParse({ email: '   ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please enter your email address');
  });
  it('explains a wrong type', () => {
    const result = waitlistSignupRequest.safeParse({ email: 42 });
    expect(result.error?.issues[0]?.message).toBe('Email must be a string');
  });
});
