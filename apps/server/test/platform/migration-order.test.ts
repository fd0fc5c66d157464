import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { SERVER_ROOT } from '../../src/config/paths';

// Drizzle applies only migrations whose `when` is later than the last one a database has: a migration
// merged with an earlier `when` than its predecessor would be skipped on every existing database.
it('gives each migration a later instant than the one before it, in file order', () => {
  const journal = JSON.parse(
    readFileSync(path.join(SERVER_ROOT, 'drizzle', 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { idx: number; tag: string; when: number }[] };
  const inFileOrder = [...journal.entries].sort((a, b) => a.tag.localeCompare(b.tag));
  expect(journal.entries.map((e) => e.tag)).toEqual(inFileOrder.map((e) => e.tag));
  const outOfOrder = inFileOrder.filter((entry, i) => i > 0 && entry.when <= inFileOrder[i - 1]!.when);
  expect(outOfOrder.map((e) => e.tag)).toEqual([]);
});
