import { AsyncLocalStorage } from 'node:async_hooks';

const pinned = new AsyncLocalStorage<number>();

/**
 * "Now" for everything about meetings and rate-limit windows: the real clock, unless the code runs inside
 * `atInstant` (a test's pinned instant, see `http/test-clock.ts`). Sign-in and token expiry never read it.
 */
export function serverNow(): number {
  return pinned.getStore() ?? Date.now();
}

/** Runs `work` (and everything it starts) with `serverNow()` answering `instant`. */
export function atInstant<T>(instant: number, work: () => T): T {
  return pinned.run(instant, work);
}

/**
 * The real instant at which a timed job should run so that it comes `at - serverNow()` from now: the same
 * instant in production, and the same delay when a test pinned the clock.
 */
export function jobStartFor(at: Date): Date {
  const instant = pinned.getStore();
  return instant === undefined ? at : new Date(Date.now() + (at.getTime() - instant));
}
