import type { Page } from '@playwright/test';

export interface View {
  name: string;
  width: number;
  height: number;
  colorScheme: 'light' | 'dark';
}

/** The widths and colour schemes every screen is checked at: a laptop and a small phone, light and dark. */
export const VIEWS: readonly View[] = [
  { name: '1280 light', width: 1280, height: 900, colorScheme: 'light' },
  { name: '1280 dark', width: 1280, height: 900, colorScheme: 'dark' },
  { name: '375 light', width: 375, height: 740, colorScheme: 'light' },
  { name: '375 dark', width: 375, height: 740, colorScheme: 'dark' },
];

export async function applyView(page: Page, view: View): Promise<void> {
  await page.setViewportSize({ width: view.width, height: view.height });
  await page.emulateMedia({ colorScheme: view.colorScheme });
}

/** A file name for a screenshot of this view, e.g. `landing-375-dark.png`. */
export const shotName = (screen: string, view: View) => `${screen}-${view.name.replace(' ', '-')}.png`;
