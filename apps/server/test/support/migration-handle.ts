import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { SERVER_ROOT } from '../../src/config/paths';
import type { Db } from '../../src/db/database';
import * as schema from '../../src/db/schema';
import { createEmptyPostgresDatabase } from './test-database';

/** Tests of a data-converting migration migrate to just before it, write old rows, and migrate on. */
const MIGRATIONS = path.join(SERVER_ROOT, 'drizzle');

interface MigrationFolders {
  before: string;
  cleanup(): Promise<void>;
}

/** A copy of the migrations folder that ends just before the migration named `tag`. */
async function foldersBeforeAndAfter(tag: string): Promise<MigrationFolders> {
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

interface Handle {
  db: Db;
  exec(sql: string): Promise<void>;
  migrateTo(folder: string): Promise<void>;
  close(): Promise<void>;
}

/** PGlite in memory, or a new empty PostgreSQL database when TEST_DATABASE_URL is set. */
async function openHandle(): Promise<Handle> {
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

/** A test file's database for the migration named `tag`, opened before its tests and dropped after them. */
export interface MigrationBed {
  readonly db: Db;
  exec(sql: string): Promise<void>;
  /** Applies every migration before `tag`: the schema old rows are written in. */
  migrateToBefore(): Promise<void>;
  /** Applies the rest, `tag` and everything after it. */
  migrateToLatest(): Promise<void>;
}

/** Registers the file's beforeAll and afterAll that open and close a MigrationBed for `tag`. */
export function migrationBed(tag: string): MigrationBed {
  let handle: Handle | undefined;
  let folders: MigrationFolders | undefined;
  beforeAll(async () => {
    folders = await foldersBeforeAndAfter(tag);
    handle = await openHandle();
  });
  afterAll(async () => {
    await handle?.close();
    await folders?.cleanup();
  });
  const opened = () => {
    if (!handle || !folders) throw new Error('the migration bed is open only inside its tests');
    return { handle, folders };
  };
  return {
    get db() {
      return opened().handle.db;
    },
    exec: (sql) => opened().handle.exec(sql),
    migrateToBefore: () => opened().handle.migrateTo(opened().folders.before),
    migrateToLatest: () => opened().handle.migrateTo(MIGRATIONS),
  };
}
