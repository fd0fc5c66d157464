import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { finishingRetried } from './finishing-retried';

// pg-boss's own statement texts, as its manager sends them.
const plans = createRequire(import.meta.url)('pg-boss/src/plans.js') as {
  completeJobs(schema: string): string;
  failJobsById(schema: string): string;
  fetchNextJob(options: { schema: string; name: string; limit: number }): string;
};

const reset = () => Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });

function flaky(failures: number, error: () => Error = reset) {
  const calls: string[] = [];
  return {
    calls,
    db: {
      async executeSql(text: string) {
        calls.push(text);
        if (calls.length <= failures) throw error();
        return { rows: [{ count: 1 }] };
      },
    },
  };
}

const noWait = async () => undefined;

describe('finishing a job while the database is out of reach', () => {
  it('tries completing and failing a job again until the database answers', async () => {
    for (const text of [plans.completeJobs('pgboss'), plans.failJobsById('pgboss')]) {
      const inner = flaky(3);
      const answer = await finishingRetried(inner.db, noWait).executeSql(text, ['q', ['id'], null]);
      expect(answer.rows).toEqual([{ count: 1 }]);
      expect(inner.calls).toHaveLength(4);
    }
  });

  it('lets every other statement, and any other error, fail at once', async () => {
    const fetching = flaky(1);
    await expect(finishingRetried(fetching.db, noWait).executeSql('SELECT 1', [])).rejects.toThrow(
      'ECONNRESET',
    );
    expect(fetching.calls).toHaveLength(1);
    const wrong = flaky(1, () => Object.assign(new Error('syntax error'), { code: '42601' }));
    await expect(
      finishingRetried(wrong.db, noWait).executeSql(plans.completeJobs('pgboss'), []),
    ).rejects.toThrow('syntax error');
    expect(wrong.calls).toHaveLength(1);
  });

  it('gives up after about a minute, with the database’s own error', async () => {
    const down = flaky(100);
    await expect(
      finishingRetried(down.db, noWait).executeSql(plans.completeJobs('pgboss'), []),
    ).rejects.toThrow('ECONNRESET');
    expect(down.calls).toHaveLength(13);
  });
});
