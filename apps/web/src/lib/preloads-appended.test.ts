import { afterEach, describe, expect, it } from 'vitest';
import { preloadsAppended } from './preloads-appended';

const page = globalThis as unknown as { window?: { overlapPreloadsAppended?: Promise<void> } };

describe('preloadsAppended', () => {
  afterEach(() => {
    delete page.window;
  });

  it('resolves at once on a page without start-after-paint.js', async () => {
    page.window = {};
    await expect(preloadsAppended()).resolves.toBeUndefined();
  });

  it('waits until start-after-paint.js has added its last preload', async () => {
    let appended!: () => void;
    page.window = { overlapPreloadsAppended: new Promise<void>((resolve) => (appended = resolve)) };
    let done = false;
    const waiting = preloadsAppended().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    appended();
    await waiting;
    expect(done).toBe(true);
  });
});
