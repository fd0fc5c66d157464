import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, openPgliteFromDump, type Database } from '../../src/db/database';
import { adminQuery } from './database-template';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throw-away database on
 * the Postgres server named by TEST_DATABASE_URL (the test command runs the API suite both ways). Both
 * start as a copy of the database the global setup migrated (support/database-template.ts).
 */
export async function createTestDatabase(): Promise<
  Database & { label: string; disconnect(): Promise<void>; url?: string }
> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const templateFile = inject('pgliteTemplateFile');
    const database = templateFile
      ? await openPgliteFromDump(new Blob([await readFile(templateFile)]))
      : await openDatabase({ database: { driver: 'pglite', dataDir: null } });
    const disconnect = once(database.close);
    return Object.assign(database, { label: 'pglite', disconnect, close: disconnect });
  }
  const empty = await createEmptyPostgresDatabase(serverUrl, inject('postgresTemplate') ?? undefined);
  const database = await openDatabase({ database: { driver: 'postgres', url: empty.url } });
  const disconnect = once(database.close);
  return Object.assign(database, {
    label: 'postgres',
    /** Where a second connection (another instance) reaches the same database. */
    url: empty.url,
    /** Ends the connections as a database that went away would, and keeps the database until `close`. */
    disconnect,
    async close() {
      await disconnect();
      await empty.drop();
    },
  });
}

function once(run: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | null = null;
  return () => (done ??= run());
}

/**
 * A new database on the Postgres server at `serverUrl` (where the user may create databases): empty, or
 * a copy of `template`.
 */
export async function createEmptyPostgresDatabase(
  serverUrl: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `overlap_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
