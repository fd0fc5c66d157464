import { defineConfig } from 'vitest/config';

// The cluster suite: built servers behind HAProxy on a PostgreSQL server of its own (scripts/test.sh runs
// it after the build). Its files share one port range, so they run one after the other.
export default defineConfig({
  test: {
    name: 'cluster',
    root: import.meta.dirname,
    include: ['*.cluster.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
