import { PGlite } from '@electric-sql/pglite';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite runs each query synchronously on the event loop and hands the next queued query its turn
 * within the same run of promise callbacks, so a backlog of queries from busy requests kept the loop
 * from reading other sockets until it drained (a health check waited 60–80 ms behind a burst of
 * rankings). Here every query, once it has its turn, first waits for the loop's check phase, so other
 * requests' I/O is read between two queries; the order and exclusivity of queries are PGlite's own.
 */
export class PGliteTakingTurns extends PGlite {
  override _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T> {
    return super._runExclusiveQuery(async () => {
      await nextTurn();
      return fn();
    });
  }
}
