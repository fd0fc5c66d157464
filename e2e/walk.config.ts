import { defineConfig } from '@playwright/test';
import suite from './playwright.config';

/**
 * The newcomer's walk (`npm run walk -w @overlap/e2e`): the whole job on the real clock, in four zones and
 * languages, with a screenshot of every screen at 1280 and 375 px, light and dark, for a person to read.
 * It is not part of `npm test`: its output is pictures, and its dates are today's.
 */
export default defineConfig({
  ...suite,
  testDir: './walk',
  testMatch: /\.walk\.ts$/,
  outputDir: 'walk-results',
  retries: 0,
  workers: 1,
  timeout: 1_800_000,
  projects: [{ name: 'walk', use: { ...suite.projects?.[0]?.use } }],
});
