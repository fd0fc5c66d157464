import { expect, it } from 'vitest';
import { percentOf } from './percent';

it('shows one decimal', () => {
  expect(percentOf(1, 3)).toBe('33.3');
  expect(percentOf(2, 3)).toBe('66.7');
  expect(percentOf(5, 5)).toBe('100.0');
});

it('replaces a zero divisor by 1', () => {
  expect(percentOf(0, 0)).toBe('0.0');
});
