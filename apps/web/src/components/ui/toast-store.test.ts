import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from './toast-store';

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows one toast at a time, the newest', () => {
    const store = createToastStore();
    store.show({ title: 'First' });
    store.show({ title: 'Second' });
    expect(store.getSnapshot().map((t) => t.title)).toEqual(['Second']);
  });

  it('closes a dismissed toast at once and removes it 1000 ms later', () => {
    const store = createToastStore();
    const { dismiss } = store.show({ title: 'Saved' });
    dismiss();
    expect(store.getSnapshot()).toMatchObject([{ title: 'Saved', open: false }]);
    vi.advanceTimersByTime(999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('notifies subscribers', () => {
    const store = createToastStore();
    const seen: string[] = [];
    store.subscribe((toasts) => seen.push(toasts.map((t) => t.title).join(',')));
    store.show({ title: 'A' });
    expect(seen).toEqual(['A']);
  });
});
