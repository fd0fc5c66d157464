import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

// zxcvbn-ts's list of the ~49,000 most used passwords, built into a set on first use.
let common: Set<string> | null = null;
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return common;
}

// Built on first use: reading its dictionaries takes a moment that only sign-up should pay.
let estimator: ZxcvbnFactory | null = null;
function strengthEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator;
}

/**
 * zxcvbn's score 2 means at least a million guesses: beyond what sign-in throttling lets anyone try,
 * and above every repeated character, sequence, keyboard row or date (`aaaaaaaa`, `abcdefgh`, `19591959`).
 */
const minimumScore = 2;

export type PasswordProblem = 'common' | 'contains-email' | 'guessable';

/** Why a new password is refused (the sign-up form words it); null when it is acceptable. */
export function passwordProblem(password: string, email: string): PasswordProblem | null {
  const lowered = password.toLowerCase();
  if (commonPasswords().has(lowered)) {
    return 'common';
  }
  const localPart = email.split('@')[0]?.toLowerCase() ?? '';
  if (localPart.length >= 3 && lowered.includes(localPart)) {
    return 'contains-email';
  }
  if (strengthEstimator().check(password).score < minimumScore) {
    return 'guessable';
  }
  return null;
}
