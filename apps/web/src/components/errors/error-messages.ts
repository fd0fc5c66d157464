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
