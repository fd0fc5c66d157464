import { expect, type Page } from '@playwright/test';

export const TAB_LABELS = {
  schedule: 'Schedule Meeting',
  meetings: 'Your Meetings',
  connections: 'Connections',
  settings: 'Settings',
} as const;
export type Tab = keyof typeof TAB_LABELS;

export class DashboardPage {
  constructor(readonly page: Page) {}

  tab(tab: Tab) {
    return this.page.getByRole('tablist').getByRole('tab', { name: TAB_LABELS[tab] });
  }

  async expectTab(tab: Tab) {
    await expect(this.page).toHaveURL(new RegExp(`/dashboard/${tab}$`));
    await expect(this.page.getByRole('tabpanel', { name: TAB_LABELS[tab] })).toBeVisible();
    // The tab bar is for wider screens; phones switch tabs from the menu.
    if ((this.page.viewportSize()?.width ?? 1280) >= 768) {
      await expect(this.tab(tab)).toHaveAttribute('aria-selected', 'true');
    }
  }

  /** Switches the tab the way any part of the page may: the window-wide custom event. */
  async dispatchTabChange(tab: Tab) {
    await this.page.evaluate(
      (name) => window.dispatchEvent(new CustomEvent('dashboardTabChange', { detail: name })),
      tab,
    );
  }

  async logout() {
    await this.page.getByRole('button', { name: 'Logout' }).click();
  }
}
