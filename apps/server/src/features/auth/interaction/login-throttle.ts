import type { Db } from '../../../db/database';
import { serverNow } from '../../../lib/clock/server-clock';
import { createRateLimiter } from '../../../lib/rate-limit/rate-limiter';
import { loginThrottleRepository as repo } from './login-throttle-repository';

export interface LoginThrottleOptions {
  /** Attempts one account may see from one client address before that pair is locked. */
  maxFailuresPerAccount: number;
  /** Attempts one client address may make, whatever the accounts, per window. */
  maxFailuresPerAddress: number;
  /** The window and the first lock-out; each further lock-out of the same pair lasts twice as long. */
  lockSeconds: number;
}

export type ThrottleVerdict =
  | { locked: false; succeeded(): Promise<void> }
  | { locked: true; retryAfterSeconds: number; reason: 'account' | 'network' };

const DAY_MS = 86_400_000;

/**
 * Counts every sign-in attempt before its password is checked, atomically in the database, so a burst
 * of parallel guesses gets only the allowed number evaluated. Locks are per (account, client address),
 * growing 1×, 2×, 4×… the lock time up to a day, so an attacker elsewhere cannot lock the owner out;
 * each address also has a limit of its own across all accounts. A sign-in that works takes its attempt
 * back and clears the pair. "Now" is the server clock, which only tests can pin.
 */
export function createLoginThrottle(db: Db, options: LoginThrottleOptions) {
  const windowMs = options.lockSeconds * 1000;
  const perAddress = createRateLimiter(db, { limit: options.maxFailuresPerAddress, windowMs });
  const addressKey = (ip: string) => `login-attempts:address:${ip}`;
  const pairKey = (email: string, ip: string) => `${email}\n${ip}`;

  const accountLocked = (until: Date, now: Date): ThrottleVerdict => {
    const retryAfterSeconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
    return {
      locked: true,
      retryAfterSeconds,
      reason: 'account',
    };
  };

  return {
    async begin(email: string, ip: string): Promise<ThrottleVerdict> {
      const now = new Date(serverNow());
      const address = await perAddress.hit(addressKey(ip), now);
      if (!address.allowed) {
        return {
          locked: true,
          retryAfterSeconds: address.retryAfterSeconds,
          reason: 'network',
        };
      }
      const key = pairKey(email, ip);
      const row = await repo.countAttempt(db, key, now, windowMs);
      if (row.lockedUntil && row.lockedUntil > now) return accountLocked(row.lockedUntil, now);
      if (row.attempts > options.maxFailuresPerAccount) {
        const fresh = !row.lockedUntil || now.getTime() - row.lockedUntil.getTime() > DAY_MS;
        const lockouts = fresh ? 1 : row.lockouts + 1;
        const lockMs = Math.min(DAY_MS, windowMs * 2 ** Math.min(lockouts - 1, 20));
        const until = new Date(now.getTime() + lockMs);
        const won = await repo.lock(db, key, now, until, lockouts);
        return accountLocked(won ? until : ((await repo.lockedUntil(db, key)) ?? until), now);
      }
      return {
        locked: false,
        async succeeded() {
          await Promise.all([repo.clear(db, key), perAddress.refund(addressKey(ip), now)]);
        },
      };
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
