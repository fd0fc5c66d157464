import { describe, expect, it } from 'vitest';
import { BoundedMemo } from './bounded-memo.ts';

describe('BoundedMemo', () => {
  it('computes once per key and forgets the least recently used beyond capacity', () => {
    const memo = new BoundedMemo<number>(2);
    let calls = 0;
    const compute = (value: number) => () => {
      calls++;
      return value;
    };
    expect(memo.get('a', compute(1))).toBe(1);
    expect(memo.get('a', compute(9))).toBe(1);
    memo.get('b', compute(2));
    memo.get('a', compute(9));
    memo.get('c', compute(3));
    expect(memo.get('a', compute(9))).toBe(1);
    expect(memo.get('b', compute(7))).toBe(7);
    expect(calls).toBe(4);
  });
});
