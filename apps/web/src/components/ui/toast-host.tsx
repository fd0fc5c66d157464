import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastStore } from './toast-store';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

let everShown = false;
const subscribe = (notify: () => void) =>
  toastStore.subscribe((toasts) => {
    if (toasts.length > 0) everShown = true;
    notify();
  });

/** Loads the toast renderer with the first toast, keeping it out of the first page load. */
export function ToastHost() {
  const shown = useSyncExternalStore(
    subscribe,
    () => everShown,
    () => false,
  );
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
