import type { ParticipantViewDto } from '@overlap/contracts/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { primeEarlyView, takeEarlyView, takePrimedView } from './early-view';

// The module reads `window`; these tests give it one with only what the early script leaves there.
const page = globalThis as unknown as { window?: { overlapEarlyView?: unknown } };
const view = { meeting: { organizerName: 'Olga' }, participant: { name: 'Ana' } } as ParticipantViewDto;

function earlyAnswer(token: string, response: Promise<Response | null>) {
  page.window = { overlapEarlyView: { token, response } };
}

afterEach(() => {
  delete page.window;
  vi.useRealTimers();
});

describe('the meeting asked for before the app started', () => {
  it('is read before the first render and given once, to the page of its own token', async () => {
    earlyAnswer('tok-1', Promise.resolve(Response.json(view)));
    await primeEarlyView();
    expect(takePrimedView('tok-2')).toBeUndefined();
    expect(takePrimedView('tok-1')).toEqual(view);
    expect(takePrimedView('tok-1')).toBeUndefined();
    // The answer was used: a later load asks the server.
    expect(takeEarlyView('tok-1')).toBeNull();
  });

  it('leaves a failed answer unread for the page, which shows the failure itself', async () => {
    const failure = Response.json({ code: 'gone', message: 'This meeting has ended.' }, { status: 410 });
    earlyAnswer('tok-1', Promise.resolve(failure));
    await primeEarlyView();
    expect(takePrimedView('tok-1')).toBeUndefined();
    const left = await takeEarlyView('tok-1');
    expect(left?.status).toBe(410);
    expect(left?.bodyUsed).toBe(false);
  });

  it('does not hold the first render for a slow answer', async () => {
    vi.useFakeTimers();
    let answer: (response: Response) => void = () => undefined;
    earlyAnswer('tok-1', new Promise<Response>((resolve) => (answer = resolve)));
    const primed = primeEarlyView(3000);
    await vi.advanceTimersByTimeAsync(3000);
    await primed;
    expect(takePrimedView('tok-1')).toBeUndefined();
    // The page then takes the answer when it comes.
    const left = takeEarlyView('tok-1');
    answer(Response.json(view));
    expect(await (await left)?.json()).toEqual(view);
  });
});
