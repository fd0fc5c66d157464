import { isProviderError } from '../../../src/features/calendars/provider-error';
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

export async function restart(old: FakeGoogle) {
  await old.close();
  return startFakeGoogle();
}
