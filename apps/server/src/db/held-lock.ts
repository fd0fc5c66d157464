import pg from 'pg';
import type { Db } from './database';

/** Names held in this process where the database is PGlite (one process per database). */
const heldHere = new Set<string>();

/**
 * Runs `work` while holding the lock `name`, or answers 'busy' at once when someone else holds it. On
 * PostgreSQL it is a session advisory lock on a connection of its own for the whole run (which may make
 * slow network calls): another instance cannot take it, and it ends with the connection, so an instance
 * that is killed leaves nothing locked. On PGlite only this process can open the database.
 */
export async function whileHolding<T>(db: Db, name: string, work: () => Promise<T>): Promise<T | 'busy'> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) {
    if (heldHere.has(name)) return 'busy';
    heldHere.add(name);
    try {
      return await work();
    } finally {
      heldHere.delete(name);
    }
  }
  const connection = await client.connect();
  // A connection ended under us (the database restarted) fails the unlock below, not the process.
  const ignore = () => undefined;
  connection.on('error', ignore);
  let held = false;
  try {
    const taken = await connection.query<{ taken: boolean }>(
      'select pg_try_advisory_lock(hashtext($1)) as taken',
      [name],
    );
    held = taken.rows[0]?.taken === true;
    if (!held) return 'busy';
    return await work();
  } finally {
    const unlocked = held
      ? await connection.query('select pg_advisory_unlock(hashtext($1))', [name]).then(
          () => true,
          () => false,
        )
      : true;
    // A connection whose unlock failed is dropped, which releases the lock with it.
    connection.off('error', ignore);
    connection.release(!unlocked);
  }
}
