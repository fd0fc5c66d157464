import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { SERVER_ROOT } from '../config/paths';
import type { Db } from './database';

const JOURNAL = path.join(SERVER_ROOT, 'drizzle', 'meta', '_journal.json');

let expected: Promise<number[]> | null = null;

/** The migrations this build carries, by the instant Drizzle records for each. */
function expectedMigrations(): Promise<number[]> {
  expected ??= readFile(JOURNAL, 'utf8').then((text) =>
    (JSON.parse(text) as { entries: { when: number }[] }).entries.map((entry) => entry.when),
  );
  return expected;
}

/**
 * How many of this build's migrations the database lacks: 0 when it is up to date. An instance of an
 * older build beside a newer database also answers 0, since the newer migrations are not its own.
 */
export async function pendingMigrations(db: Db): Promise<number> {
  const result = (await db.execute(sql`select created_at from drizzle.__drizzle_migrations`)) as unknown as {
    rows: { created_at: string | number }[];
  };
  const applied = new Set(result.rows.map((row) => Number(row.created_at)));
  return (await expectedMigrations()).filter((when) => !applied.has(when)).length;
}
