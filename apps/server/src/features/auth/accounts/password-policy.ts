import { dictionary } from '@zxcvbn-ts/language-common';

// zxcvbn-ts's list of the ~49,000 most used passwords, built into a set on first use.
let common: Set<string> | null = null;
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return common;
}

/** Why a new password is refused, in words for the sign-up form; null when it is acceptable. */
export function passwordProblem(password: string, email: string): string | null {
  const lowered = password.toLowerCase();
  if (commonPasswords().has(lowered)) {
    return 'This password is one of the most commonly used ones, which attackers try first. Choose another.';
  }
  const localPart = email.split('@')[0]?.toLowerCase() ?? '';
  if (localPart.length >= 3 && lowered.includes(localPart)) {
    return 'Your password must not contain your email address or the part before the @. Choose another.';
  }
  return null;
}
