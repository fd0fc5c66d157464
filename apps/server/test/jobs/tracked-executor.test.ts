import { expect, it } from 'vitest';
import { trackedExecutor } from '../../src/lib/jobs/sql-executor';

const closed = { executeSql: () => Promise.reject(new Error('PGlite is closed')) };

it('passes refusals on while running, and swallows those of queries pg-boss sends after stopping', async () => {
  const executor = trackedExecutor(closed);
  await expect(executor.executeSql('select 1', [])).rejects.toThrow('PGlite is closed');
  await executor.drained(1_000);
  await expect(executor.executeSql('update job set state = $1', ['failed'])).resolves.toEqual({ rows: [] });
});
