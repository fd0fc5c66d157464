import { expect, type Locator, type Page } from '@playwright/test';

/** `/organizer-time-selection`, `/meeting-confirmation` and `/meeting-scheduled` for one meeting. */
export class OrganizerMeetingPages {
  readonly heading: Locator;
  readonly toast: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.toast = page.locator('[data-variant]').filter({ visible: true });
  }

  async openTimeSelection(meetingId: string) {
    await this.page.goto(`/organizer-time-selection?meeting=${meetingId}`);
    await expect(this.heading).toHaveText('Choose a time');
  }

  async openScheduled(meetingId: string) {
    await this.page.goto(`/meeting-scheduled?meeting=${meetingId}`);
    await expect(this.heading).toHaveText('Your meeting');
  }

  suggestions() {
    return this.page
      .getByRole('region', { name: 'Suggested times' })
      .getByRole('listitem', { name: /^Option \d+:/ });
  }

  dialog() {
    return this.page.getByRole('dialog');
  }

  async expectToast(title: string) {
    await expect(this.toast.getByText(title, { exact: true })).toBeVisible();
  }
}

/** The access token of the person signed in in this page, for setting data up through the API. */
export async function browserAccessToken(page: Page): Promise<string> {
  await expect.poll(() => page.evaluate(() => typeof window.getAccessToken)).toBe('function');
  return page.evaluate(() => window.getAccessToken!());
}
