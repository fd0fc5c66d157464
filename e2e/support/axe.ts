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
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
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
 * view is its own step with a screenshot, and its problems are reported separately (soft assertions).
 */
export async function expectAccessibleAtEveryView(page: Page, screen: string, ready: () => Promise<void>) {
  for (const view of VIEWS) {
    await test.step(view.name, async () => {
      await applyView(page, view);
      await ready();
      await page.screenshot({ path: test.info().outputPath(shotName(screen, view)), fullPage: true });
      expect.soft(await seriousA11yProblems(page), `${screen} at ${view.name}`).toEqual([]);
    });
  }
}
