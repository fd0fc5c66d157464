import { expect, type Locator, type Page } from '@playwright/test';

/** The dashboard's Schedule tab: the meeting request form. */
export class OrganizerScheduleForm {
  readonly form: Locator;
  readonly title: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'New meeting request' });
    this.title = this.form.getByLabel('Title');
    this.submit = this.form.getByRole('button', { name: 'Send invitations' });
  }

  async open() {
    await this.page.goto('/dashboard/schedule');
    await expect(this.form).toBeVisible();
  }

  email(row: number) {
    return this.form.getByLabel(`Participant ${row} e-mail`);
  }

  name(row: number) {
    return this.form.getByLabel(`Participant ${row} name`);
  }

  /** Pastes text into an e-mail box the way a clipboard paste arrives. */
  async pasteIntoEmail(row: number, text: string) {
    await this.email(row).evaluate((input, pasted) => {
      const data = new DataTransfer();
      data.setData('text', pasted);
      input.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, text);
  }

  async expectFieldError(message: string) {
    await expect(this.form.getByText(message, { exact: true })).toBeVisible();
  }
}
