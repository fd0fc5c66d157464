import PgBoss from 'pg-boss';
import { expect, it } from 'vitest';
import { trackedExecutor } from '../../src/lib/jobs/sql-executor';

const closed = { executeSql: () => Promise.reject(new Error('PGlite is closed')) };

it('passes refusals on while running, and swallows those of queries pg-boss sends after stopping', async () => {
  const executor = trackedExecutor(closed);
  await expect(executor.executeSql('select 1', [])).rejects.toThrow('PGlite is closed');
  await executor.drained(1_000);
  await expect(executor.executeSql('update job set state = $1', ['failed'])).resolves.toBeUndefined();
});

it('lets pg-boss read a swallowed complete or fail as nothing changed, rather than throwing', async () => {
  const executor = trackedExecutor(closed);
  await executor.drained(0);
  // The boss is never started: complete and fail run their SQL on the executor given.
  const boss = new PgBoss({ db: executor });
  const id = '00000000-0000-4000-8000-000000000000';
  await expect(boss.fail('calendar-write', id, { message: 'stopped' })).resolves.toMatchObject({
    affected: 0,
  });
  await expect(boss.complete('calendar-write', id)).resolves.toMatchObject({ affected: 0 });
});
