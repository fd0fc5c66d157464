import { expect, test, type Page } from '@playwright/test';
import {
  AT,
  shoot,
  sidewaysOverflow,
  signInOrganizerAt,
  signInWithLongNameFortnight,
} from './organizer-support';

test.describe.configure({ timeout: 90_000 });

/** Headings and cells that end past the screen's right edge (clipped German words). */
function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('h1, h2, h3, label, button, legend, th, p')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .map((el) => el.textContent ?? ''),
  );
}

for (const width of [1280, 375]) {
  test.describe(`a German browser at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, locale: 'de-DE', timezoneId: 'Europe/Berlin' });

    test('the meeting form reads German and sends the language chosen for a person', async ({ page }) => {
      await signInOrganizerAt(page, AT.sundayLate);
      await page.goto('/dashboard/schedule');
      const form = page.getByRole('form', { name: 'Neue Meeting-Anfrage' });
      await form.getByLabel('Titel').fill('Quartalsplanung');
      await form.getByLabel('E-Mail von Teilnehmer/in 1').fill('ana@example.com');
      const language = form.getByRole('combobox', { name: 'Sprache von Teilnehmer/in 1' });
      await expect(language).toHaveValue('');
      await language.selectOption({ label: 'Français' });
      await form.getByRole('button', { name: 'Person hinzufügen' }).click();
      await form.getByLabel('E-Mail von Teilnehmer/in 2').fill('ben@example.com');
      await expect(form.getByText('Erlaubte Tage')).toBeVisible();
      // The organizer's zone, found by its offset and picked from the list like a person would.
      const zone = form.getByRole('combobox', { name: 'Ihre Zeitzone' });
      await expect(zone).toHaveValue('Europe/Berlin');
      await zone.fill('GMT+5:30');
      const kolkata = page.getByRole('option', { name: 'Kolkata (GMT+5:30), Indien' });
      await expect(kolkata).toBeVisible();
      await shoot(page, 'de-zone-list');
      await shoot(page, 'de-zone-list', { dark: true });
      await kolkata.click();
      await expect(zone).toHaveValue('Asia/Kolkata');
      expect(await sidewaysOverflow(page)).toBe(0);
      expect(await clippedText(page)).toEqual([]);
      await shoot(page, 'de-form');
      await shoot(page, 'de-form', { dark: true });

      const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/meetings'));
      await form.getByRole('button', { name: 'Einladungen senden' }).click();
      const body = (await sent).postDataJSON() as { participants: unknown[]; organizerZone: string };
      expect(body.organizerZone).toBe('Asia/Kolkata');
      // The organizer's language is the default: sent as no language at all.
      expect(body.participants).toEqual([
        { email: 'ana@example.com', required: true, locale: 'fr' },
        { email: 'ben@example.com', required: true },
      ]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meeting-Anfrage gesendet');
      await expect(page.getByRole('heading', { name: 'Eingeladen (2)' })).toBeVisible();
      expect(await sidewaysOverflow(page)).toBe(0);
      await shoot(page, 'de-confirmation');
    });

    test('Choose a time reads German, with the heat map and its popover', async ({ page, request }) => {
      const meeting = await signInWithLongNameFortnight(page, request, 'Release-Planung', [
        { name: 'Priya' },
      ]);

      await page.goto(`/organizer-time-selection?meeting=${meeting.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zeit wählen');
      await expect(page).toHaveTitle(/^Zeit wählen/);
      const first = page
        .getByRole('region', { name: 'Vorgeschlagene Zeiten' })
        .getByRole('listitem', { name: /^Option 1: Mo\., 16\. Nov\. 2026, / });
      await expect(first).toBeVisible();
      await expect(first.getByRole('button', { name: /^Diese Zeit buchen: / })).toBeEnabled();
      await expect(page.getByRole('region', { name: 'Noch nicht geantwortet' })).toContainText('Priya');
      const grid = page.getByRole('region', { name: 'Verfügbarkeitsraster' });
      await expect(grid.getByRole('columnheader', { name: /^Mo/ }).first()).toBeVisible();
      expect(await sidewaysOverflow(page)).toBe(0);
      await shoot(page, 'de-choose');
      await shoot(page, 'de-choose', { dark: true });

      // Counted: the organizer, Ana and Benedict; Priya has not answered.
      await grid
        .getByRole('button', { name: /^Mo\., 16\. Nov\., 10:00: 2\/3, 2 von 3 können kommen/ })
        .click();
      const popover = page.getByRole('dialog');
      await expect(popover).toContainText('2 von 3 können kommen.');
      await expect(popover).toContainText(
        'Gezählt: Sie und die 2 Gäste, die geantwortet haben. Nicht gezählt: 1 Person ohne Antwort.',
      );
      await expect(popover.getByRole('region', { name: 'Frei (2)' })).toBeVisible();
      await expect(popover.getByRole('button', { name: 'Diese Zeit buchen' })).toBeVisible();
    });
  });
}
