import { describe, expect, it } from 'vitest';
import { canReopen } from './meeting-status';

describe('reopening for new answers', () => {
  it('is offered for a booked or cancelled meeting, not while answers are open', () => {
    expect(canReopen({ status: 'scheduled', rotation: null })).toBe(true);
    expect(canReopen({ status: 'cancelled' })).toBe(true);
    expect(canReopen({ status: 'collecting' })).toBe(false);
    expect(canReopen({ status: 'ready' })).toBe(false);
  });

  it('is not offered for a booked rotation, which the server refuses to reopen', () => {
    const rotation = [
      { weekday: 1, time: '16:00' },
      { weekday: 3, time: '08:00' },
    ];
    expect(canReopen({ status: 'scheduled', rotation })).toBe(false);
    expect(canReopen({ status: 'cancelled', rotation })).toBe(true);
  });
});
