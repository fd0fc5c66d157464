import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { applyView, shotName, VIEWS } from './views';

/** WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface Problem {
  rule: string;
  impact: string;
  help: string;
  /** The CSS selectors of the elements at fault (the first few). */
  targets: string[];
}

/** Serious and critical WCAG A/AA violations on the page as it is now, one entry per rule. */
export async function seriousA11yProblems(page: Page): Promise<Problem[]> {
  // Axe's default mode finishes each run in a new blank page, for results from cross-origin frames. A page
  // without frames gets the same result from one axe.run in the page itself, in about half the time.
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .setLegacyMode(page.frames().length === 1)
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}

/**
 * Checks the page at 1280 and 375 px, light and dark: no serious or critical WCAG A/AA problem. Each
 * view is its own step and its problems are reported separately (soft assertions), with a screenshot of
 * the view that has them. Screenshots of every screen for a person to read come from the walk
 * (walk.config.ts); taking them here too cost a sixth of each check.
 */
export async function expectAccessibleAtEveryView(page: Page, screen: string, ready: () => Promise<void>) {
  // Each view is checked at rest: a new colour scheme would otherwise start the page's colour transitions,
  // and axe once measured a button's contrast halfway from dark to light.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  for (const view of VIEWS) {
    await test.step(view.name, async () => {
      await applyView(page, view);
      await ready();
      const problems = await seriousA11yProblems(page);
      if (problems.length > 0) {
        await page.screenshot({ path: test.info().outputPath(shotName(screen, view)), fullPage: true });
      }
      expect.soft(problems, `${screen} at ${view.name}`).toEqual([]);
    });
  }
}
