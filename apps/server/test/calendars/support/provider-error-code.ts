import { isProviderError } from '../../../src/features/calendars/provider-error';

/** The code of the provider error `promise` rejects with, or 'no error' if it resolves; other errors are thrown on. */
export async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (isProviderError(error)) return error.code;
    throw error;
  }
  return 'no error';
}
