import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { createEmptyPostgresDatabase } from './test-database';

/**
 * The database a server started as a child process finds, already migrated as an installed server's is:
 * the embedded one in `dataDir` (a copy of the migrated template), or a copy of the PostgreSQL template
 * when the API tests run on a server. Creating and migrating an embedded cluster on disk costs the child
 * seconds; the browser tests start every server on an empty data folder, so that path stays tested.
 * Returns the child's DATABASE_URL and what removes the copy.
 */
export async function installedDatabase(
  dataDir: string,
): Promise<{ DATABASE_URL: string; remove(): Promise<void> }> {
  const templateFile = inject('pgliteTemplateFile');
  if (templateFile) {
    const seeded = new PGlite(path.join(dataDir, 'pglite'), {
      loadDataDir: new Blob([await readFile(templateFile)]),
    });
    await seeded.waitReady;
    await seeded.close();
    return { DATABASE_URL: '', remove: async () => undefined };
  }
  const copy = await createEmptyPostgresDatabase(
    process.env.TEST_DATABASE_URL!,
    inject('postgresTemplate') ?? undefined,
  );
  return { DATABASE_URL: copy.url, remove: copy.drop };
}
