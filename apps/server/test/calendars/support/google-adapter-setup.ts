import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { TokenSet } from '../../../src/features/calendars/oauth/oauth-client';
import { isProviderError } from '../../../src/features/calendars/provider-error';
import { connectedGoogle, testGoogleConfig } from '../../support/connected-providers';
import { startFakeGoogle, type FakeGoogle } from '../../support/fake-google';

export async function errorOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isProviderError(error)) return { code: error.code, retryAfterMs: error.retryAfterMs };
    throw error;
  }
  return { code: 'no error' };
}

export const range = { start: Date.UTC(2024, 2, 4), end: Date.UTC(2024, 2, 9) };

/**
 * A fake Google for the whole file (started before its first test, closed after its last), and the
 * adapter's HTTP settings, whose retry waits are recorded in `waits` (emptied before each test) rather
 * than slept.
 */
export function googleBedForFile() {
  const bed = {
    google: undefined as unknown as FakeGoogle,
    waits: [] as number[],
    http: () => ({
      sleep: async (ms: number) => void bed.waits.push(ms),
      maxRetryWaitMs: 30_000,
      timeoutMs: 5_000,
    }),
    config: () => testGoogleConfig(bed.google),
    /** The adapter connected to the fake; each token set it refreshes to is pushed to `stored`. */
    connected: (stored: TokenSet[] = []) =>
      connectedGoogle(bed.google, {
        http: bed.http(),
        onTokens: (next) => void stored.push(next),
        sendUpdates: 'all',
      }),
    /** A new fake in place of the running one: every token it issued is forgotten. */
    async restart() {
      await bed.google.close();
      bed.google = await startFakeGoogle();
    },
  };
  beforeAll(async () => {
    bed.google = await startFakeGoogle();
  });
  afterAll(() => bed.google.close());
  beforeEach(() => {
    bed.waits = [];
  });
  return bed;
}
