import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/**
 * Raises the calling thread's nice value by `increment` (Linux gives each thread its own). A ranking thread
 * calls it, so that when there are more busy threads than cores (several instances on one small machine) the
 * event loops answering health checks and cached requests are scheduled before a long ranking.
 * Returns the thread's new nice value, or undefined where threads cannot be told apart or it is not allowed.
 */
export function lowerThisThreadsPriority(increment: number): number | undefined {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(threadId) || threadId <= 0) return undefined;
    setPriority(threadId, Math.min(19, getPriority(threadId) + increment));
    return getPriority(threadId);
  } catch {
    // Not Linux (no /proc/thread-self): lowering the whole process would slow its requests too.
    return undefined;
  }
}
