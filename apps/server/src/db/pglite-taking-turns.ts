import { PGlite, type Transaction } from '@electric-sql/pglite';
import { inDatabaseSpan, traceQueries } from './database-spans';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** How recent a finished query must be to stand for a health check while others are waiting. */
const RECENT_ANSWER_MS = 1_000;

/**
 * PGlite runs each query synchronously on the event loop and hands the next queued query its turn
 * within the same run of promise callbacks, so a backlog of queries from busy requests kept the loop
 * from reading other sockets until it drained (a health check waited 60–80 ms behind a burst of
 * rankings). Here every query, once it has its turn, first waits for the loop's check phase, so other
 * requests' I/O is read between two queries; the order and exclusivity of queries are PGlite's own.
 */
export class PGliteTakingTurns extends PGlite {
  #waiting = 0;
  #lastAnsweredAt = Number.NEGATIVE_INFINITY;
  #lastQueryMs = 0;

  override _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T> {
    this.#waiting++;
    return super
      ._runExclusiveQuery(async () => {
        await nextTurn();
        const started = performance.now();
        const result = await fn();
        this.#lastAnsweredAt = performance.now();
        this.#lastQueryMs = this.#lastAnsweredAt - started;
        return result;
      })
      .finally(() => this.#waiting--);
  }

  // Each statement in a database span when traced (lib/tracing/database-spans.ts), in a transaction too.
  override query: PGlite['query'] = (statement, ...rest) =>
    inDatabaseSpan('pglite', statement, () => super.query(statement, ...rest));

  override exec: PGlite['exec'] = (statement, ...rest) =>
    inDatabaseSpan('pglite', statement, () => super.exec(statement, ...rest));

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) => {
      traceQueries(tx, 'pglite');
      return callback(tx);
    });
  }

  /**
   * Milliseconds one query takes. While queries are queued and one has just answered, that answer is
   * the proof of life: a health check does not join the queue behind them (the database is in this
   * process, so "up" only asks whether it still answers).
   */
  async ping(): Promise<number> {
    if (this.#waiting > 0 && performance.now() - this.#lastAnsweredAt < RECENT_ANSWER_MS) {
      return this.#lastQueryMs;
    }
    const started = performance.now();
    await this.query('select 1');
    return performance.now() - started;
  }
}
