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

  /** Books the first suggestion as a person does (Book this time, then Book it) and lands on Your meeting. */
  async bookFirstSuggestion(meetingId: string) {
    await this.suggestions()
      .first()
      .getByRole('button', { name: /Book this time/ })
      .click();
    await this.dialog().getByRole('button', { name: 'Book it' }).click();
    await expect(this.page).toHaveURL(new RegExp(`/meeting-scheduled\\?meeting=${meetingId}$`));
  }

  /** "Participants" on Your meeting, or "Invited" on the confirmation page. */
  people() {
    return this.page.getByRole('region', { name: /^(Participants|Invited) \(\d+\)$/ });
  }

  person(name: string) {
    return this.people().getByRole('listitem', { name });
  }

  /** Invites one more person through the form under the list. */
  async addPerson(email: string, name: string, options: { optional?: boolean } = {}) {
    const form = this.page.getByRole('form', { name: 'Add a person' });
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Name (optional)').fill(name);
    if (options.optional) await form.getByLabel('Required').uncheck();
    await form.getByRole('button', { name: 'Add person' }).click();
  }

  /** Removes a person after the confirmation. */
  async removePerson(name: string) {
    await this.page.getByRole('button', { name: `Remove ${name}`, exact: true }).click();
    await this.dialog().getByRole('button', { name: 'Remove', exact: true }).click();
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
