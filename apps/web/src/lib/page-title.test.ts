import { expect, it } from 'vitest';
import { pageTitle } from './page-title';

it('names the page before the product', () => {
  expect(pageTitle('Pricing')).toBe('Pricing - Overlap');
});

it('falls back to the slogan', () => {
  expect(pageTitle()).toBe('Effortless Meeting Scheduling');
  expect(pageTitle('   ')).toBe('Effortless Meeting Scheduling');
  expect(pageTitle(null)).toBe('Effortless Meeting Scheduling');
});

it('falls back to the slogan in the reader’s language', () => {
  expect(pageTitle(undefined, 'Termine finden ohne Aufwand')).toBe('Termine finden ohne Aufwand');
  expect(pageTitle('Preise', 'Termine finden ohne Aufwand')).toBe('Preise - Overlap');
});
