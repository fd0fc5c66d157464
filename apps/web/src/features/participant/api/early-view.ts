/** The meeting that public/guest-view-early.js asked for before the app's scripts ran. */
interface EarlyView {
  token: string;
  /** Null when the request never reached the server: the app asks again, and reports that itself. */
  response: Promise<Response | null>;
}

declare global {
  interface Window {
    overlapEarlyView?: EarlyView;
  }
}

/**
 * The early answer for this token, taken once: the page's first load uses it, and any later load (a
 * retry, a refetch after an answer was saved) asks the server again.
 */
export function takeEarlyView(token: string): Promise<Response | null> | null {
  if (typeof window === 'undefined') return null;
  const early = window.overlapEarlyView;
  if (!early) return null;
  delete window.overlapEarlyView;
  return early.token === token ? early.response : null;
}
