import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { expect } from 'vitest';
import { SERVER_ROOT } from '../../src/config/paths';
import type { Db } from '../../src/db/database';
import * as schema from '../../src/db/schema';
import { createEmptyPostgresDatabase } from './test-database';

/** Helpers for tests of a data-converting migration: migrate to just before it, write old rows, migrate on. */
export const MIGRATIONS = path.join(SERVER_ROOT, 'drizzle');

export interface MigrationFolders {
  before: string;
  cleanup(): Promise<void>;
}

/** A copy of the migrations folder that ends just before the migration named `tag`. */
export async function foldersBeforeAndAfter(tag: string): Promise<MigrationFolders> {
  const dir = await mkdtemp(path.join(tmpdir(), 'overlap-migrations-'));
  await cp(MIGRATIONS, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(cut).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut);
  await writeFile(journalPath, JSON.stringify(journal));
  return { before: dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

export interface Handle {
  db: Db;
  exec(sql: string): Promise<void>;
  migrateTo(folder: string): Promise<void>;
  close(): Promise<void>;
}

/** PGlite in memory, or a new empty PostgreSQL database when TEST_DATABASE_URL is set. */
export async function openHandle(): Promise<Handle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const client = new PGlite();
    const db = drizzlePglite(client, { schema });
    return {
      db: db as unknown as Db,
      exec: async (sql) => void (await client.exec(sql)),
      migrateTo: (folder) => migratePglite(db, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const empty = await createEmptyPostgresDatabase(serverUrl);
  const pool = new pg.Pool({ connectionString: empty.url, max: 2 });
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
    exec: async (sql) => void (await pool.query(sql)),
    migrateTo: (folder) => migratePg(db, { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      await empty.drop();
    },
  };
}
