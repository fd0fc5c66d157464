import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/i18n/catalogue-loader';
import { countsText } from './counts-text';

describe('countsText', () => {
  beforeAll(() => loadCatalogue('en', 'meetings'));

  it('names every state there is, declined apart from busy', () => {
    expect(countsText({ free: 2, ifNeedBe: 1, busy: 0, unknown: 1, declined: 1 })).toBe(
      '2 free · 1 if need be · 1 declined · 1 not answered',
    );
  });
  it('always says how many are free', () => {
    expect(countsText({ free: 0, ifNeedBe: 0, busy: 3, unknown: 0, declined: 0 })).toBe('0 free · 3 busy');
  });
});
