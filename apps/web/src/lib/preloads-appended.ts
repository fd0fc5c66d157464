declare global {
  interface Window {
    /** Set by public/start-after-paint.js: resolves once it has added the page's module preloads. */
    overlapPreloadsAppended?: Promise<void>;
  }
}

/**
 * Resolves once the prerendered page's module preloads are all in the document (at once on any other
 * page). Importing a page before that makes Vite's import helper add the missing links itself, thirty-odd
 * in one task: a long task on a phone, seen in the guest page's traces.
 */
export function preloadsAppended(): Promise<void> {
  return (typeof window === 'undefined' ? undefined : window.overlapPreloadsAppended) ?? Promise.resolve();
}
