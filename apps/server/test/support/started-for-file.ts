import { afterAll, beforeAll } from 'vitest';

/**
 * Starts what `start` builds before the file's tests and closes it after them. The answer stands for it
 * inside the tests: reading a property reads the started one's. Read outside the tests, it throws, as
 * nothing has started yet.
 */
export function startedForFile<T extends object>(
  start: () => Promise<T>,
  close: (started: T) => unknown,
  timeoutMs = 60_000,
): T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  }, timeoutMs);
  afterAll(async () => {
    if (started) await close(started);
  });
  return new Proxy({} as T, {
    get(_, key) {
      if (!started) throw new Error(`${String(key)} is there only inside the file's tests`);
      return Reflect.get(started, key, started);
    },
  });
}
