import { describe, expect, it } from 'vitest';
import { isDatabaseConnectionError } from './database-blips';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('which unhandled rejections a database outage explains', () => {
  it('knows a broken or refused connection, also wrapped by Drizzle', () => {
    expect(isDatabaseConnectionError(withCode('read ECONNRESET', 'ECONNRESET'))).toBe(true);
    expect(isDatabaseConnectionError(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(
      true,
    );
    expect(
      isDatabaseConnectionError(withCode('terminating connection due to administrator command', '57P01')),
    ).toBe(true);
    expect(isDatabaseConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    const wrapped = new Error('Failed query: update pgboss.job …', {
      cause: withCode('read ECONNRESET', 'ECONNRESET'),
    });
    expect(isDatabaseConnectionError(wrapped)).toBe(true);
  });

  it('leaves every other failure fatal: a wrong query, a bug, a non-error', () => {
    expect(isDatabaseConnectionError(withCode('relation "nope" does not exist', '42P01'))).toBe(false);
    expect(isDatabaseConnectionError(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseConnectionError('ECONNRESET')).toBe(false);
    expect(isDatabaseConnectionError(undefined)).toBe(false);
  });
});
