import { HttpError } from '@/lib/http-error';

export function isAuthenticationError(error: unknown): boolean {
  // A 401's text is in the person's language, so its status says what it is.
  if (error instanceof HttpError && error.status === 401) return true;
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /authentication|401|unauthorized|token/i.test(message);
}

export function isAbortError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'AbortError' || error.name === 'CancelledError' || /cancel|abort/i.test(error.message)
  );
}
