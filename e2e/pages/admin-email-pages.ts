import { expect, request, type Locator, type Page } from '@playwright/test';
import { signUpByApi } from '../support/sign-up-by-api';
import { SignInPages, startSignIn } from './sign-in-pages';

/** The address the e2e server makes admin (ADMIN_EMAILS); other tests may have signed it up already. */
export const E2E_ADMIN = {
  name: 'Ada Admin',
  email: 'admin@e2e.example.com',
  password: 'tidy lantern orbit keys',
};

/**
 * Signs the e2e admin in through the header and the sign-in page, and waits for the dashboard. The
 * account is made once per test process through the API (sign-up's own pages have their tests).
 */
export async function signInAsAdmin(page: Page) {
  adminAccount ??= signUpAdminOnce();
  await adminAccount;
  await startSignIn(page);
  await new SignInPages(page).signIn(E2E_ADMIN);
  await expect(page).toHaveURL(/\/dashboard\/schedule$/);
}

let adminAccount: Promise<void> | undefined;

async function signUpAdminOnce(): Promise<void> {
  const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`;
  const api = await request.newContext({ baseURL });
  try {
    await signUpByApi(api, baseURL, E2E_ADMIN);
  } catch (error) {
    // Another test process made the account first: the sign-up page answers 409.
    if (!String(error).includes('got 409')) throw error;
  } finally {
    await api.dispose();
  }
}

/** /admin/email-templates and its template editor. */
export class AdminTemplatePages {
  readonly main: Locator;
  readonly subject: Locator;
  readonly html: Locator;
  readonly text: Locator;
  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.subject = this.main.getByLabel('Subject', { exact: true });
    this.html = this.main.getByLabel('HTML', { exact: true });
    this.text = this.main.getByLabel('Plain text', { exact: true });
  }

  button(name: string) {
    return this.main.getByRole('button', { name, exact: true });
  }

  async openFromSidebar() {
    await this.page
      .getByRole('complementary')
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Email Templates' })
      .click();
    await expect(this.main.getByRole('heading', { name: 'Email Templates', level: 1 })).toBeVisible();
  }

  templateLink(name: string) {
    return this.main
      .getByRole('list', { name: 'Templates' })
      .getByRole('link', { name: new RegExp(`^${name}\\b`) });
  }

  previewFrame() {
    return this.main.getByRole('region', { name: 'Preview' }).frameLocator('iframe');
  }
}

/** The outbox list and one message. */
export class AdminOutboxPages {
  readonly main: Locator;
  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
  }

  async open() {
    await this.main.getByRole('navigation', { name: 'Email' }).getByRole('link', { name: 'Outbox' }).click();
    await expect(this.page).toHaveURL(/\/admin\/email-templates\/outbox/);
  }

  list() {
    return this.main.getByRole('list', { name: 'Outbox' });
  }

  htmlFrame() {
    return this.main.getByRole('region', { name: 'HTML version' }).frameLocator('iframe');
  }
}
