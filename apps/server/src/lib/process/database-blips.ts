/** Error codes of a database connection that broke or could not be made (node-postgres and PostgreSQL). */
const CONNECTION_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08006',
]);

const CONNECTION_MESSAGES = /^Connection terminated|the database system is (shutting down|starting up)/;

/** Whether `error` (or what it wraps) says the database was out of reach, not that a query was wrong. */
export function isDatabaseConnectionError(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
    if (CONNECTION_MESSAGES.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}

/**
 * pg-boss marks a finished job done or failed without awaiting it, so a job that ends while PostgreSQL
 * is away leaves a rejected promise nobody handles, which Node answers by exiting. The job itself is
 * safe (it stays active and is retried once it expires), so such a rejection is logged and the instance
 * keeps serving; any other unhandled rejection still ends the process, as Node's default does.
 */
export function surviveDatabaseBlips(warn: (error: unknown) => void): void {
  process.on('unhandledRejection', (reason) => {
    if (isDatabaseConnectionError(reason)) {
      warn(reason);
      return;
    }
    throw reason;
  });
}
