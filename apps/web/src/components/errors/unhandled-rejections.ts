import { isAbortError, isAuthenticationError } from './error-messages';

/** Logs promise rejections nobody handled; cancelled work is expected and stays quiet. */
export function watchUnhandledRejections(): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    if (isAbortError(reason)) {
      event.preventDefault();
      return;
    }
    if (isAuthenticationError(reason)) {
      console.warn('Authentication problem; please sign in again.', reason);
      return;
    }
    console.error('Unhandled promise rejection', reason);
  };
  window.addEventListener('unhandledrejection', onRejection);
  return () => window.removeEventListener('unhandledrejection', onRejection);
}
