import { expect, test } from '@playwright/test';
import { LandingPage } from '../pages/landing-page';

test.describe('waitlist form', () => {
  test('an empty or blank address shows "Email required" and sends nothing', async ({ page }) => {
    const landing = new LandingPage(page);
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/waitlist')) sent.push(r.url());
    });
    await landing.open();
    await expect(landing.email).toHaveAttribute('type', 'email');
    await expect(landing.email).toHaveAttribute('required', '');
    await landing.submit.click();
    await landing.expectToast('Email required', 'Please enter your email address');
    await landing.join('    ');
    await landing.expectToast('Email required', 'Please enter your email address');
    expect(sent).toEqual([]);
  });

  test('shows Submitting... with the input disabled, then thanks and clears the field', async ({ page }) => {
    const landing = new LandingPage(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let body: unknown;
    await page.route('**/api/waitlist/signup', async (route) => {
      body = route.request().postDataJSON();
      await held;
      await route.continue();
    });
    await landing.open();
    await landing.join('  New.Person@Example.com ');
    await expect(landing.submit).toHaveText('Submitting...');
    await expect(landing.submit).toBeDisabled();
    await expect(landing.email).toBeDisabled();
    release();
    // Sign-up is open on this server (SIGN_UP=open), so the thanks promises no wait;
    // waitlist-mode.spec.ts has the specification's words for SIGN_UP=waitlist.
    await landing.expectToast(
      'Thank you!',
      "You've been added to our waitlist. Sign-up is already open: choose Get Started for Free whenever you like.",
    );
    await expect(landing.email).toHaveValue('');
    await expect(landing.email).toBeEnabled();
    expect(body).toEqual({ email: 'New.Person@Example.com' });
  });

  test("a server failure shows the server's message", async ({ page }) => {
    const landing = new LandingPage(page);
    await landing.open();
    await landing.join('not-an-email');
    await landing.expectToast('Something went wrong', 'Please enter a valid email address');
    await expect(landing.email).toHaveValue('not-an-email');
  });

  test('a server failure without a message shows the fallback text', async ({ page }) => {
    const landing = new LandingPage(page);
    await page.route('**/api/waitlist/signup', (route) =>
      route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
    );
    await landing.open();
    await landing.join('someone@example.com');
    await landing.expectToast('Something went wrong', 'Failed to join waitlist. Please try again later.');
  });

  test('a network failure shows the connection error', async ({ page }) => {
    const landing = new LandingPage(page);
    await page.route('**/api/waitlist/signup', (route) => route.abort('internetdisconnected'));
    await landing.open();
    await landing.join('someone@example.com');
    await landing.expectToast(
      'Connection error',
      'Failed to join waitlist. Please check your connection and try again.',
    );
    await expect(landing.email).toHaveValue('someone@example.com');
  });

  test('one toast at a time, and a dismissed toast goes away', async ({ page }) => {
    const landing = new LandingPage(page);
    await landing.open();
    await landing.submit.click();
    await landing.expectToast('Email required', 'Please enter your email address');
    await landing.join('not-an-email');
    await landing.expectToast('Something went wrong', 'Please enter a valid email address');
    await expect(page.getByText('Email required')).toHaveCount(0);
    await page.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(page.getByText('Please enter a valid email address')).toHaveCount(0);
  });
});
