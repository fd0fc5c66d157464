import { openDatabase, type Database } from '../../../src/db/database';

/**
 * The same database as a second server instance would open it: its own pool on Postgres. PGlite is one
 * embedded engine per process, so there the second instance shares it.
 */
export async function openSecondConnection(database: Database): Promise<Database> {
  if (!database.pool) return { ...database, close: async () => undefined };
  const { connectionString } = database.pool.options as { connectionString: string };
  return openDatabase({ database: { driver: 'postgres', url: connectionString } });
}
