import { TOOLTIP_DELAY_MS } from '@overlap/contracts';
import { expect, test } from '@playwright/test';

test.describe('signed-out header at desktop width', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows About, Pricing, Sign In and Get Started', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/team');
    await expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    await expect(nav.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Get Started' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await nav.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveTitle('Pricing - Overlap');
    await page.getByRole('link', { name: 'Overlap home' }).first().click();
    await expect(page).toHaveURL('/');
  });

  test('the theme button’s hint opens after the tooltip delay of spec §9 on hover', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: /^Theme: / });
    await expect(toggle).toBeEnabled();
    const hint = page.getByText((await toggle.getAttribute('aria-label'))!, { exact: true });
    const delay = () => hint.evaluate((el) => getComputedStyle(el).transitionDelay);
    await expect(hint).toBeHidden();
    // Leaving hides it at once: the delay belongs to hovering only.
    expect(await delay()).toBe('0s');
    await toggle.hover();
    expect(await delay()).toBe(`${TOOLTIP_DELAY_MS / 1000}s`);
    await expect(hint).toBeVisible();
  });
});

test.describe('signed-out header at 375px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('collapses into a menu that slides in from the right', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    expect(box?.width).toBe(288); // w-72
    expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(375);
    await expect(menu.getByRole('link', { name: 'About' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Pricing' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveTitle('Pricing - Overlap');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });

  test('has no horizontal scroll on the landing page', async ({ page }) => {
    await page.goto('/');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test('a keyboard user can skip to the content', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});
