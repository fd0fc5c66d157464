import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';

/** The server's tracer (as lib/tracing names it), which the database layer sits below. */
const tracer = () => trace.getTracer('overlap');

const OPERATIONS = new Set([
  'SELECT',
  'INSERT',
  'UPDATE',
  'DELETE',
  'WITH',
  'BEGIN',
  'COMMIT',
  'ROLLBACK',
  'SAVEPOINT',
  'RELEASE',
  'CREATE',
  'ALTER',
  'LISTEN',
  'NOTIFY',
]);

/** The statement's first keyword (SELECT, INSERT, …): never its text, which can hold literal values. */
export function operationOf(statement: unknown): string {
  const text = typeof statement === 'string' ? statement : (statement as { text?: unknown } | null)?.text;
  const word = typeof text === 'string' ? /^\s*\(?\s*([A-Za-z]+)/.exec(text)?.[1]?.toUpperCase() : undefined;
  return word && OPERATIONS.has(word) ? word : 'OTHER';
}

/**
 * Runs one database statement in a client span (`db SELECT`, …) when it runs inside a traced request or
 * job; the job queue's own polling, outside any span, makes none.
 */
export function inDatabaseSpan<T>(system: string, statement: unknown, run: () => T): T {
  if (!trace.getActiveSpan()) return run();
  const operation = operationOf(statement);
  const span = tracer().startSpan(`db ${operation}`, {
    kind: SpanKind.CLIENT,
    attributes: { 'db.system.name': system, 'db.operation.name': operation },
  });
  const end = (error?: unknown) => {
    if (error !== undefined)
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.name : 'error' });
    span.end();
  };
  let result: T;
  try {
    result = run();
  } catch (error) {
    end(error);
    throw error;
  }
  if (!(result instanceof Promise)) {
    end();
    return result;
  }
  return result.then(
    (value: unknown) => {
      end();
      return value;
    },
    (error: unknown) => {
      end(error);
      throw error;
    },
  ) as T;
}

interface Queryable {
  query: (...args: never[]) => unknown;
}

/** Wraps `client.query` so each promise-returning call runs in a database span (callbacks pass through). */
export function traceQueries(client: Queryable, system: string): void {
  const original = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) =>
    typeof args.at(-1) === 'function'
      ? original(...args)
      : inDatabaseSpan(system, args[0], () => original(...args));
}
