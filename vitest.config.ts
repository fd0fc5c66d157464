import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace's unit and API tests; each project keeps its own environment.
export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'engine', root: 'packages/engine', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
      },
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'] },
      },
    ],
  },
});
