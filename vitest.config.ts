import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Server test files that install something once per process (the OpenTelemetry provider, prom-client's
// default registry) and so each need a process of their own.
const PROCESS_GLOBAL_TESTS = ['test/platform/metrics.test.ts', 'test/platform/tracing-export.test.ts'];

const server = {
  root: 'apps/server',
  // One migrated database that every test file's database starts as a copy of.
  globalSetup: ['test/support/database-template.ts'],
  testTimeout: 60_000,
  hookTimeout: 60_000,
};

// One Vitest run covers every workspace's unit and API tests; each project keeps its own environment.
export default defineConfig({
  test: {
    // Vitest's default, one worker per processor but one, leaves a two-processor machine (CI) half idle:
    // the main process hardly works, and API tests spend much of their time waiting on the database.
    maxWorkers: Math.max(availableParallelism() - 1, 2),
    projects: [
      {
        test: {
          name: 'engine',
          root: 'packages/engine',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // ENGINE_TEST_TZ runs the engine's test processes in that zone and nothing else: the suite gives
          // each Node version an awkward one (scripts/test.sh), as the engine must not read the machine's.
          env: process.env.ENGINE_TEST_TZ ? { TZ: process.env.ENGINE_TEST_TZ } : {},
        },
      },
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'] } },
      {
        test: {
          ...server,
          name: 'server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: PROCESS_GLOBAL_TESTS,
          // Test files share their worker's loaded modules instead of importing the whole server again each:
          // that import was half of the project's time. Each file still builds its own app and database.
          isolate: false,
        },
      },
      { test: { ...server, name: 'server-isolated', include: PROCESS_GLOBAL_TESTS } },
      {
        extends: 'apps/web/vite.config.ts',
        test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'] },
      },
    ],
  },
});
