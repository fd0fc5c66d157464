import { expect, type Page } from '@playwright/test';
import { anyLanguage, anySignInLanguage as word } from '../support/app-words';

export interface Person {
  name: string;
  email: string;
  password: string;
}

let counter = 0;
/** A person nobody else in the run uses, so tests can run in parallel on one database. */
export function newPerson(prefix = 'user'): Person {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    name: `Test ${prefix} ${id}`,
    email: `${prefix}-${id}@e2e.example.com`,
    password: `pw-${id}-long enough`,
  };
}

/**
 * The built-in identity provider's sign-in and sign-up pages (server-rendered under /oidc), found by their
 * words in any language: they speak the app's language.
 */
export class SignInPages {
  constructor(readonly page: Page) {}

  async expectSignIn() {
    await expect(this.page).toHaveURL(/\/oidc\/interaction\//);
    await expect(this.page.getByRole('heading', { name: word('page.signIn.heading') })).toBeVisible();
  }

  async expectSignUp() {
    await expect(this.page).toHaveURL(/\/oidc\/interaction\//);
    await expect(this.page.getByRole('heading', { name: word('page.signUp.heading') })).toBeVisible();
  }

  /** From the sign-up card (Get Started) or from the sign-in card by its "Create an account" link. */
  async signUp(person: Person) {
    await expect(this.page).toHaveURL(/\/oidc\/interaction\//);
    const signUpHeading = this.page.getByRole('heading', { name: word('page.signUp.heading') });
    const signInHeading = this.page.getByRole('heading', { name: word('page.signIn.heading') });
    await expect(signUpHeading.or(signInHeading)).toBeVisible();
    if (await signInHeading.isVisible()) {
      await this.page.getByRole('link', { name: word('page.signIn.switchLink') }).click();
    }
    await this.expectSignUp();
    await this.page.getByLabel(word('page.field.name')).fill(person.name);
    await this.page.getByLabel(word('page.field.email')).fill(person.email);
    await this.page.getByLabel(word('page.field.password')).fill(person.password);
    await this.page.getByRole('button', { name: word('page.signUp.submit') }).click();
  }

  async signIn(person: Pick<Person, 'email' | 'password'>) {
    await this.expectSignIn();
    await this.page.getByLabel(word('page.field.email')).fill(person.email);
    await this.page.getByLabel(word('page.field.password')).fill(person.password);
    await this.page.getByRole('button', { name: word('page.signIn.submit') }).click();
  }
}

/** Starts sign-in from the landing page's header (or its mobile menu), as a visitor would. */
export async function startSignIn(page: Page) {
  // Right after signing out, the provider's last redirect may still land and abort this navigation: ask again.
  await page.goto('/').catch(async (error: Error) => {
    if (!error.message.includes('net::ERR_ABORTED')) throw error;
    await page.goto('/');
  });
  const mobile = (page.viewportSize()?.width ?? 1280) < 768;
  // In the browser's language: the tests that run in German sign in through a German header.
  if (mobile) await page.getByRole('button', { name: anyLanguage('menu.open') }).click();
  const container = mobile
    ? page.getByRole('dialog', { name: anyLanguage('menu.title') })
    : page.getByRole('navigation', { name: anyLanguage('nav.main') });
  const signIn = container.getByRole('button', { name: anyLanguage('nav.signIn') });
  await expect(signIn).toBeEnabled();
  await signIn.click();
}

/** Signs a new person up and waits for the dashboard. */
export async function signUpNewPerson(page: Page, prefix = 'user'): Promise<Person> {
  const person = newPerson(prefix);
  await startSignIn(page);
  await new SignInPages(page).signUp(person);
  await expect(page).toHaveURL(/\/dashboard\/schedule$/);
  return person;
}

declare global {
  interface Window {
    /** The web app's token getter, present while someone is signed in. */
    getAccessToken?: () => Promise<string>;
  }
}
