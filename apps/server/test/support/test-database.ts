import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/database';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throw-away database on
 * the Postgres server named by TEST_DATABASE_URL (the test command runs the API suite both ways).
 */
export async function createTestDatabase(): Promise<Database & { label: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ database: { driver: 'pglite', dataDir: null } });
    return Object.assign(database, { label: 'pglite' });
  }
  const empty = await createEmptyPostgresDatabase(serverUrl);
  const database = await openDatabase({ database: { driver: 'postgres', url: empty.url } });
  const close = database.close;
  return Object.assign(database, {
    label: 'postgres',
    async close() {
      await close();
      await empty.drop();
    },
  });
}

/** A new, empty database on the Postgres server at `serverUrl` (where the user may create databases). */
export async function createEmptyPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `overlap_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
