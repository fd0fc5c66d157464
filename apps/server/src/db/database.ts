import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Config } from '../config/env';
import { SERVER_ROOT } from '../config/paths';
import { pgliteListen, postgresListen, type Listen } from './listen-connections';
import { lockEmbeddedDatabase } from './pglite-lock';
import { PGliteTakingTurns } from './pglite-taking-turns';
import { traceQueries } from './database-spans';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** The embedded engine when running on PGlite (pg-boss needs the raw handle). */
  pglite: PGlite | null;
  /** The pool when running on a Postgres server. */
  pool: pg.Pool | null;
  ping(): Promise<number>;
  /** Opens a connection of its own that LISTENs (see change-feed.ts). */
  listen: Listen;
  /** How many pool checkouts have ended: work this instance finished, whose notices a fence awaits. */
  queriesDone(): number;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'drizzle');
// Any fixed number: it only has to be the same for every instance that migrates the same database.
const MIGRATION_LOCK_ID = 7_042_911;

/** Opens the configured database and brings its schema up to date before anything else uses it. */
export async function openDatabase(config: Pick<Config, 'database'>): Promise<Database> {
  if (config.database.driver === 'postgres') return openPostgres(config.database.url);
  return openPglite(config.database.dataDir);
}

async function openPglite(dataDir: string | null): Promise<Database> {
  let unlock = () => undefined as void;
  if (dataDir) {
    await mkdir(dataDir, { recursive: true });
    unlock = lockEmbeddedDatabase(dataDir);
  }
  return openOnPglite(dataDir ? new PGliteTakingTurns(dataDir) : new PGliteTakingTurns(), unlock);
}

/**
 * An in-memory embedded database started from a dump of a data folder (`dumpDataDir`): skips creating the
 * cluster, so tests start each database from one migrated copy.
 */
export function openPgliteFromDump(dump: Blob): Promise<Database> {
  return openOnPglite(new PGliteTakingTurns({ loadDataDir: dump }), () => undefined);
}

async function openOnPglite(client: PGliteTakingTurns, unlock: () => void): Promise<Database> {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  try {
    await client.waitReady;
    await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    unlock();
    throw error;
  }
  return {
    db,
    driver: 'pglite',
    pglite: client,
    pool: null,
    ping: async () => roundedMs(await client.ping()),
    listen: pgliteListen(client),
    // PGlite hands a commit's notices over before the committing query resolves: no fence is needed.
    queriesDone: () => 0,
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  pool.on('error', () => undefined); // an idle client's error surfaces again on its next checkout
  // Statements on the pool, and on a client checked out for a transaction (the pool's own use of its
  // clients passes a callback, which is not traced again).
  traceQueries(pool, 'postgresql');
  pool.on('connect', (client) => traceQueries(client, 'postgresql'));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  let released = 0;
  pool.on('release', () => released++);
  const lockClient = await pool.connect();
  try {
    // Several instances may start together; one migrates while the others wait.
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    lockClient.release();
  }
  return {
    db,
    driver: 'postgres',
    pglite: null,
    pool,
    ping: () => timed(() => db.execute(sql`select 1`)),
    listen: postgresListen(url),
    queriesDone: () => released,
    close: () => pool.end(),
  };
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return roundedMs(performance.now() - started);
}

const roundedMs = (ms: number) => Math.round(ms * 100) / 100;
