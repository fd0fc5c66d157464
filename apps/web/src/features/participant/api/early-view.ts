import type { ParticipantViewDto } from '@overlap/contracts/schemas';

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

/** The early answer, read before the first render (see primeEarlyView). */
let primed: { token: string; view: ParticipantViewDto } | undefined;

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

/** A slow answer does not hold the page's first render longer than this; the page then waits for it. */
const PRIME_WAIT_MS = 3000;

/**
 * Before the guest page's first render: waits for the early answer and, when it is the meeting, reads it,
 * so that the first render already shows the greeting (the page's largest text) instead of a skeleton
 * that a second render replaces. A failed answer is left for the page, which shows the failure itself.
 */
export async function primeEarlyView(waitMs = PRIME_WAIT_MS): Promise<void> {
  const early = typeof window === 'undefined' ? undefined : window.overlapEarlyView;
  if (!early) return;
  const response = await Promise.race([
    early.response,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), waitMs)),
  ]);
  if (!response?.ok || response.status !== 200 || window.overlapEarlyView !== early) return;
  delete window.overlapEarlyView;
  try {
    primed = { token: early.token, view: (await response.json()) as ParticipantViewDto };
  } catch {
    // An unreadable body: the page asks again.
  }
}

/** The meeting read by primeEarlyView for this token, taken once (later loads ask the server). */
export function takePrimedView(token: string): ParticipantViewDto | undefined {
  if (primed?.token !== token) return undefined;
  const { view } = primed;
  primed = undefined;
  return view;
}
