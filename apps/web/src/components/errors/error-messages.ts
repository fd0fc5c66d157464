/** Texts of spec §8 for error boundaries and unhandled rejections. */
export const ERROR_TEXTS = {
  globalTitle: 'Something went wrong',
  globalFallback: 'An unexpected error occurred',
  authTitle: 'Authentication Error',
  authBody: 'There was a problem with your authentication. Please try signing in again.',
  genericTitle: 'Something went wrong',
  genericBody: 'An unexpected error occurred. Please try refreshing the page.',
} as const;

export function isAuthenticationError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /authentication|401|unauthorized|token/i.test(message);
}

export function isAbortError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'AbortError' || error.name === 'CancelledError' || /cancel|abort/i.test(error.message)
  );
}
