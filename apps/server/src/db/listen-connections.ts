import type { PGlite } from '@electric-sql/pglite';
import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** One connection that LISTENs on a channel, as each driver gives it. */
export interface ListenConnection {
  /** Resolves once every notice committed before the call has reached `onNotice`. */
  fence(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Opens a connection that LISTENs on `channel`: resolved once notices of every later commit reach
 * `onNotice`. `onLost` is told once if the connection breaks; it is then closed and not used again.
 */
export type Listen = (
  channel: string,
  onNotice: (payload: string) => void,
  onLost: () => void,
) => Promise<ListenConnection>;

/** PGlite runs in this process: its notices are handed over before the committing query resolves. */
export function pgliteListen(pglite: PGlite): Listen {
  return async (channel, onNotice) => {
    const unlisten = await pglite.listen(channel, onNotice);
    // Closing after the database itself (a test's lost database) has nothing left to stop.
    return { fence: async () => undefined, close: () => unlisten().catch(() => undefined) };
  };
}

const HEARTBEAT_MS = 10_000;
const HEARTBEAT_TIMEOUT_MS = 5_000;
const FENCE = 'fence:';
/** How the listening connection shows in `pg_stat_activity`. */
export const LISTENER_NAME = 'overlap notices';

/**
 * A client of its own, not from the pool: a pooled client would be handed to other work. A heartbeat
 * finds a connection that died without a word (a dropped network path) within seconds.
 */
export function postgresListen(url: string): Listen {
  return async (channel, onNotice, onLost) => {
    const client = new pg.Client({
      connectionString: url,
      keepAlive: true,
      connectionTimeoutMillis: 5_000,
      application_name: LISTENER_NAME,
    });
    let over = false;
    // One statement at a time on this client (pg would queue them, but warns that it will stop).
    let previous: Promise<unknown> = Promise.resolve();
    const query = (text: string, values?: string[]) => {
      const next = previous.then(() => client.query(text, values));
      previous = next.catch(() => undefined);
      return next;
    };
    const timers: { heartbeat?: NodeJS.Timeout } = {};
    const fences = new Map<string, () => void>();
    // Every listener hears every instance's fences: its own carry a name no other one uses.
    const fencePrefix = `${FENCE}${randomUUID()}:`;
    let fenceCount = 0;
    const lose = () => {
      if (over) return;
      over = true;
      clearInterval(timers.heartbeat);
      for (const release of fences.values()) release();
      fences.clear();
      onLost();
      client.end().catch(() => undefined);
    };
    client.on('error', lose);
    client.on('end', lose);
    client.on('notification', (notice) => {
      if (notice.channel !== channel) return;
      const payload = notice.payload ?? '';
      if (!payload.startsWith(FENCE)) return onNotice(payload);
      fences.get(payload)?.();
      fences.delete(payload);
    });
    // Notices are queued in commit order and each session reads the queue in order: once its own
    // notice arrives, every notice committed before it has arrived too. One that does not come back
    // (a pooling proxy between, which does not carry LISTEN) counts as a lost connection.
    const fence = () => {
      if (over) return Promise.resolve();
      const payload = `${fencePrefix}${++fenceCount}`;
      const arrived = new Promise<void>((resolve) => fences.set(payload, resolve));
      query('select pg_notify($1, $2)', [channel, payload]).catch(lose);
      return withTimeout(arrived, HEARTBEAT_TIMEOUT_MS).catch(lose);
    };
    try {
      await client.connect();
      await client.query(`LISTEN "${channel}"`);
      await fence();
    } catch (error) {
      over = true;
      client.end().catch(() => undefined);
      throw error;
    }
    if (over) throw new Error('the listening connection did not hear its own notice');
    timers.heartbeat = setInterval(() => {
      withTimeout(query('select 1'), HEARTBEAT_TIMEOUT_MS).catch(lose);
    }, HEARTBEAT_MS).unref();
    return {
      fence,
      async close() {
        over = true;
        clearInterval(timers.heartbeat);
        for (const release of fences.values()) release();
        await client.end().catch(() => undefined);
      },
    };
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref();
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (
        clearTimeout(timer),
        reject(error instanceof Error ? error : new Error(String(error)))
      ),
    );
  });
}
