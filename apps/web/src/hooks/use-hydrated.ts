import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React hydrates the prerendered landing page (and in the prerender itself), true after and
 * in every page rendered in the browser from scratch. Values that only the browser knows (the saved
 * theme, today's year) wait for it, so the first render matches the prerendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
