import { dictionary } from '@zxcvbn-ts/language-common';

// zxcvbn-ts's list of the ~49,000 most used passwords, built into a set on first use.
let common: Set<string> | null = null;
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return common;
}

/** Why a new password is refused (the sign-up form words it); null when it is acceptable. */
export function passwordProblem(password: string, email: string): 'common' | 'contains-email' | null {
  const lowered = password.toLowerCase();
  if (commonPasswords().has(lowered)) {
    return 'common';
  }
  const localPart = email.split('@')[0]?.toLowerCase() ?? '';
  if (localPart.length >= 3 && lowered.includes(localPart)) {
    return 'contains-email';
  }
  return null;
}
