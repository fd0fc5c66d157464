import type { Db } from '../../../db/database';
import { createRateLimiter } from '../../../lib/rate-limit/rate-limiter';

export interface LoginThrottleOptions {
  maxFailuresPerAccount: number;
  maxFailuresPerAddress: number;
  lockSeconds: number;
}

export type ThrottleVerdict =
  { locked: false } | { locked: true; retryAfterSeconds: number; message: string };

function waitText(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}

/**
 * Counts failed sign-ins per account and per client address in the shared database limiter. Once an
 * account or address reaches its limit, sign-in pauses until the current window ends, even with the
 * right password, and the person is told how long to wait.
 */
export function createLoginThrottle(db: Db, options: LoginThrottleOptions) {
  const windowMs = options.lockSeconds * 1000;
  const perAccount = createRateLimiter(db, { limit: options.maxFailuresPerAccount, windowMs });
  const perAddress = createRateLimiter(db, { limit: options.maxFailuresPerAddress, windowMs });
  const accountKey = (email: string) => `login-failures:account:${email}`;
  const addressKey = (ip: string) => `login-failures:address:${ip}`;

  return {
    async check(email: string, ip: string): Promise<ThrottleVerdict> {
      const [account, address] = await Promise.all([
        perAccount.peek(accountKey(email)),
        perAddress.peek(addressKey(ip)),
      ]);
      if (!account.allowed) {
        return {
          locked: true,
          retryAfterSeconds: account.retryAfterSeconds,
          message: `Too many failed sign-in attempts for this account. For your security, sign-in is paused: please try again in ${waitText(account.retryAfterSeconds)}.`,
        };
      }
      if (!address.allowed) {
        return {
          locked: true,
          retryAfterSeconds: address.retryAfterSeconds,
          message: `Too many failed sign-in attempts from your network. Please try again in ${waitText(address.retryAfterSeconds)}.`,
        };
      }
      return { locked: false };
    },

    async recordFailure(email: string, ip: string): Promise<void> {
      await Promise.all([perAccount.hit(accountKey(email)), perAddress.hit(addressKey(ip))]);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
