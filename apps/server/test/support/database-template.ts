import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated embedded database, dumped (`dumpDataDir`) to this file; each test file loads a copy. */
    pgliteTemplateFile: string | null;
    /** A migrated database on the TEST_DATABASE_URL server that each test file's database copies. */
    postgresTemplate: string | null;
  }
}

/**
 * Vitest global setup of the server project: migrates one database before any test file runs, so each
 * file's fresh database is a copy of it rather than a new cluster (PGlite) or a run of every migration
 * (PostgreSQL). Creating an embedded cluster costs seconds; copying a dump of one, a fraction of that.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `overlap_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ database: { driver: 'postgres', url: url.toString() } });
    await database.close();
    project.provide('pgliteTemplateFile', null);
    project.provide('postgresTemplate', name);
    return () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'overlap-pglite-template-'));
  const file = path.join(folder, 'migrated.tar');
  const database = await openDatabase({ database: { driver: 'pglite', dataDir: null } });
  const dump = await database.pglite!.dumpDataDir('none');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplateFile', file);
  project.provide('postgresTemplate', null);
  return () => rm(folder, { recursive: true, force: true });
}

/** Runs one statement on the server's maintenance connection (creating and dropping databases). */
export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
