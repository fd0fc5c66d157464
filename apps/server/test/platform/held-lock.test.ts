import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database';
import { whileHolding } from '../../src/db/held-lock';
import { createEmptyPostgresDatabase } from '../support/test-database';

// The lock that keeps two instances from writing one meeting's calendar event at once (a job that outlived
// its expiry and its retry). PostgreSQL: two pools on one database, as two instances have.
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function deferred() {
  let resolve = () => undefined as void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('on PostgreSQL, across instances', () => {
  let empty: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
  let one: Database;
  let two: Database;
  beforeAll(async () => {
    empty = await createEmptyPostgresDatabase(serverUrl);
    one = await openDatabase({ database: { driver: 'postgres', url: empty.url } });
    two = await openDatabase({ database: { driver: 'postgres', url: empty.url } });
  }, 60_000);
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await empty?.drop();
  });

  it('lets one instance hold a name while the other is told busy, and takes it once released', async () => {
    const release = deferred();
    const holding = deferred();
    const held = whileHolding(one.db, 'calendar-event-sync:m1', async () => {
      holding.resolve();
      await release.promise;
      return 'written';
    });
    await holding.promise;
    expect(await whileHolding(two.db, 'calendar-event-sync:m1', async () => 'again')).toBe('busy');
    expect(await whileHolding(two.db, 'calendar-event-sync:m2', async () => 'other')).toBe('other');
    release.resolve();
    expect(await held).toBe('written');
    expect(await whileHolding(two.db, 'calendar-event-sync:m1', async () => 'again')).toBe('again');
  });

  it('is free again when the holder’s connection ends, as when its instance is killed', async () => {
    const release = deferred();
    const holding = deferred();
    const held = whileHolding(one.db, 'calendar-event-sync:m3', async () => {
      holding.resolve();
      await release.promise;
    });
    await holding.promise;
    expect(await whileHolding(two.db, 'calendar-event-sync:m3', async () => 'x')).toBe('busy');
    // Only this database's holder, and waiting until it has gone: the server is shared with other tests.
    await two.db.execute(
      `select pg_terminate_backend(pid, 10000) from pg_locks
        where locktype = 'advisory' and pid <> pg_backend_pid()
          and database = (select oid from pg_database where datname = current_database())`,
    );
    expect(await whileHolding(two.db, 'calendar-event-sync:m3', async () => 'taken')).toBe('taken');
    release.resolve();
    await held;
  });
});

describe('on PGlite, in its one process', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ database: { driver: 'pglite', dataDir: null } });
  }, 60_000);
  afterAll(() => database?.close());

  it('tells a second run busy while the first holds the name', async () => {
    const release = deferred();
    const held = whileHolding(database.db, 'calendar-event-sync:m1', () => release.promise);
    expect(await whileHolding(database.db, 'calendar-event-sync:m1', async () => 'again')).toBe('busy');
    release.resolve();
    await held;
    expect(await whileHolding(database.db, 'calendar-event-sync:m1', async () => 'again')).toBe('again');
  });
});
