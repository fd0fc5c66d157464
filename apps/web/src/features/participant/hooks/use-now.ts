import { useEffect, useState } from 'react';

const TICK_MS = 15_000;

/** How far the server's clock is ahead of the browser's (never behind: a fast browser clock stands). */
function aheadOfBrowser(serverNow: string | undefined): number {
  const server = serverNow ? Date.parse(serverNow) : NaN;
  return Number.isFinite(server) ? Math.max(0, server - Date.now()) : 0;
}

/**
 * "Now" for locking passed times: the later of the browser's clock and the server's, so a browser whose
 * clock is slow cannot offer times the server already counts as past. Moves on every few seconds.
 */
export function useNow(serverNow: string | undefined): number {
  const [ahead] = useState(() => aheadOfBrowser(serverNow));
  const [now, setNow] = useState(() => Date.now() + ahead);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() + ahead), TICK_MS);
    return () => clearInterval(timer);
  }, [ahead]);
  return now;
}
