import { expect, type Locator, type Page } from '@playwright/test';

export class LandingPage {
  readonly email: Locator;
  readonly submit: Locator;
  readonly toast: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByLabel('Email address');
    this.submit = page.getByRole('form', { name: 'Join the waitlist' }).getByRole('button');
    this.toast = page.locator('[data-variant]').filter({ visible: true });
  }

  async open() {
    await this.page.goto('/');
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  async join(email: string) {
    await this.email.fill(email);
    await this.submit.click();
  }

  async expectToast(title: string, description: string) {
    await expect(this.toast.getByText(title, { exact: true })).toBeVisible();
    await expect(this.toast.getByText(description, { exact: true })).toBeVisible();
  }
}
