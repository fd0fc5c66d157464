import { expect, test } from '@playwright/test';

// In dark mode the links' pale indigo is hard to tell from white text: the underline says "link" in both themes.
for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(colorScheme, () => {
    test.use({ colorScheme, viewport: { width: 1280, height: 900 } });

    test('the explainer pages’ text links are underlined, not told apart by colour alone', async ({
      page,
    }) => {
      const links = [
        ['/get-started', 'Which calendars work, and what Overlap reads'],
        ['/get-started', 'How the ranking works'],
        ['/how-it-works', 'Read our post on fairness across time zones'],
      ] as const;
      for (const [path, name] of links) {
        await page.goto(path);
        const link = page.getByRole('link', { name });
        await expect(link).toBeVisible();
        await expect(link).toHaveCSS('text-decoration-line', 'underline');
      }
    });
  });
}
