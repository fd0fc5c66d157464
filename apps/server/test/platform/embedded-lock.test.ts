import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database';

it('refuses a second opening of the same embedded database until the first is closed', async () => {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'overlap-lock-')), 'pglite');
  const first = await openDatabase({ database: { driver: 'pglite', dataDir } });
  await expect(openDatabase({ database: { driver: 'pglite', dataDir } })).rejects.toThrow(
    `is in use by process ${process.pid}`,
  );
  await first.close();
  const second = await openDatabase({ database: { driver: 'pglite', dataDir } });
  expect(await second.ping()).toBeGreaterThanOrEqual(0);
  await second.close();
});

it('takes over a lock left by a process that no longer runs', async () => {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'overlap-lock-')), 'pglite');
  writeFileSync(`${dataDir}.lock`, '999999999');
  const database = await openDatabase({ database: { driver: 'pglite', dataDir } });
  expect(await database.ping()).toBeGreaterThanOrEqual(0);
  await database.close();
});
