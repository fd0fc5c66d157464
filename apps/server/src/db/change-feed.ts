import type { Listen, ListenConnection } from './listen-connections';

/** Told on every change to what a meeting's ranking reads (migration 0036 and decision 0033). */
export const RANKING_CHANNEL = 'overlap_ranking';

/** A topic that stands for everything: told after a TRUNCATE, and used here when notices may be lost. */
export const EVERYTHING = '*';

export interface ChangeFeed {
  /**
   * Whether memory may answer now: the feed is listening, and every notice of a change this instance
   * committed before the call has been handled (other instances' notices: those already on the socket).
   */
  caughtUp(): Promise<boolean>;
  /** Counts notices and losses: read it before reading the database, hand it to `toldSince` after. */
  epoch(): number;
  /** Whether, since `epoch`, a notice matched `concerns` or notices may have been missed. */
  toldSince(epoch: number, concerns: (topic: string) => boolean): boolean;
  /** `topic` is a payload, or EVERYTHING when notices may have been missed. */
  subscribe(handler: (topic: string) => void): void;
  close(): Promise<void>;
}

const RECENT = 4_096;
const FIRST_RETRY_MS = 100;
const LAST_RETRY_MS = 5_000;

/**
 * Follows a channel through `listen`, again and again: a lost connection is told to subscribers as
 * EVERYTHING and opened again after a pause that doubles up to five seconds. `queriesDone` counts this
 * instance's finished queries: after one, `caughtUp` waits for the connection's fence (one round trip).
 */
export function followChanges(
  listen: Listen,
  channel: string,
  options: { queriesDone?: () => number; onState?: (listening: boolean, error?: unknown) => void } = {},
): ChangeFeed {
  const handlers: ((topic: string) => void)[] = [];
  const recent: string[] = [];
  let epoch = 0;
  let connection: ListenConnection | null = null;
  let closed = false;
  let retryMs = FIRST_RETRY_MS;
  let retry: NodeJS.Timeout | undefined;
  let fencedAt = 0;
  /** The epoch from which the current connection tells every change. */
  let liveFrom = Number.POSITIVE_INFINITY;
  let fencing: { upTo: number; done: Promise<void> } | null = null;

  const tell = (topic: string) => {
    epoch++;
    recent.push(topic);
    if (recent.length > RECENT) recent.splice(0, recent.length - RECENT);
    for (const handler of handlers) handler(topic);
  };

  const lost = () => {
    connection = null;
    liveFrom = Number.POSITIVE_INFINITY;
    fencing = null;
    tell(EVERYTHING);
    options.onState?.(false);
    if (!closed) retry = setTimeout(open, retryMs).unref();
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  };

  async function open() {
    if (closed) return;
    let opened: ListenConnection;
    try {
      let lostHere = false;
      opened = await listen(channel, tell, () => {
        lostHere = true;
        if (connection === opened) lost();
      });
      if (lostHere) throw new Error('the listening connection closed at once');
    } catch (error) {
      options.onState?.(false, error);
      if (!closed) retry = setTimeout(open, retryMs).unref();
      retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
      return;
    }
    if (closed) return void (await opened.close());
    connection = opened;
    // What was read before it listened may have changed untold.
    tell(EVERYTHING);
    liveFrom = epoch;
    fencedAt = options.queriesDone?.() ?? 0;
    retryMs = FIRST_RETRY_MS;
    options.onState?.(true);
  }

  const started = open();

  function fenced(current: ListenConnection): Promise<void> {
    const upTo = options.queriesDone?.() ?? 0;
    if (upTo <= fencedAt) return Promise.resolve();
    if (fencing && fencing.upTo >= upTo) return fencing.done;
    const done = current.fence().then(() => {
      fencedAt = Math.max(fencedAt, upTo);
    });
    fencing = { upTo, done };
    return done;
  }

  return {
    async caughtUp() {
      const current = connection;
      if (!current) return false;
      await fenced(current);
      await new Promise<void>((resolve) => setImmediate(resolve));
      return connection === current;
    },
    epoch: () => epoch,
    toldSince(since, concerns) {
      if (!connection || since < liveFrom) return true;
      const count = epoch - since;
      if (count <= 0) return false;
      if (count > recent.length) return true;
      return recent.slice(-count).some((topic) => topic === EVERYTHING || concerns(topic));
    },
    subscribe: (handler) => void handlers.push(handler),
    async close() {
      closed = true;
      clearTimeout(retry);
      await started;
      const current = connection;
      connection = null;
      await current?.close();
    },
  };
}
