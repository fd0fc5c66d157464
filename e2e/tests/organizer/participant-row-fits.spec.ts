import { expect, test } from '@playwright/test';
import { signUpSignedIn } from '../../support/signed-in-browser';
import { textOverrun } from '../../support/text-overrun';

test.use({ locale: 'de-DE' });

test('a participant’s language reads in full beside the e-mail and name at 1280 px, in German', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpSignedIn(page, 'rowfits');
  const language = page.getByRole('combobox', { name: 'Sprache von Teilnehmer/in 1' });
  await expect(language).toHaveValue('');
  await expect(language.locator('option:checked')).toHaveText('Sprache des Organisators');
  expect(await textOverrun(language)).toBe(0);
  // Still one row: e-mail, name, language and Required side by side.
  const email = await page.getByRole('textbox', { name: 'E-Mail von Teilnehmer/in 1' }).boundingBox();
  const box = await language.boundingBox();
  expect(Math.abs(box!.y - email!.y)).toBeLessThan(2);
});

test('the first participant’s card on a phone ends at Required, without a blank band', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signUpSignedIn(page, 'rowfits');
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('checkbox', { name: 'Erforderlich' }) });
  const required = await card.getByText('Erforderlich').boundingBox();
  const cardBox = await card.boundingBox();
  // The card's own padding (12 px) and border, no hidden remove button's row.
  expect(cardBox!.y + cardBox!.height - (required!.y + required!.height)).toBeLessThan(30);
  expect(await textOverrun(card.getByRole('combobox'))).toBe(0);
});
