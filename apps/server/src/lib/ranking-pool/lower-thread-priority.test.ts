import { getPriority } from 'node:os';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';

const moduleUrl = new URL('./lower-thread-priority.ts', import.meta.url).href;

function lowerInAWorker(increment: number): Promise<number | undefined> {
  const code = `(async () => {
    const { parentPort } = await import('node:worker_threads');
    const { lowerThisThreadsPriority } = await import(${JSON.stringify(moduleUrl)});
    parentPort.postMessage(lowerThisThreadsPriority(${increment}));
  })();`;
  const worker = new Worker(code, { eval: true, execArgv: ['--import', 'tsx'] });
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  }).finally(() => worker.terminate()) as Promise<number | undefined>;
}

describe('lowering a ranking thread’s priority', () => {
  it('lowers the calling thread only, never the process’s main thread', async () => {
    const mainBefore = getPriority(process.pid);
    const lowered = await lowerInAWorker(5);
    expect(lowered).toBe(Math.min(19, mainBefore + 5));
    expect(getPriority(process.pid)).toBe(mainBefore);
  });
});
