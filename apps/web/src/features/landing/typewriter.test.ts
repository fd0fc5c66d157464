import { describe, expect, it } from 'vitest';
import {
  INITIAL_TYPEWRITER,
  typewriterStep,
  type TypewriterOptions,
  type TypewriterState,
} from './typewriter';

const options: TypewriterOptions = { typeSpeedMs: 80, deleteSpeedMs: 60, delayMs: 100, loop: true };

function run(words: string[], steps: number, opts = options) {
  let state: TypewriterState = INITIAL_TYPEWRITER;
  const trace: { text: string; delayMs: number }[] = [];
  for (let i = 0; i < steps; i++) {
    const next = typewriterStep(state, words, opts);
    state = next.state;
    trace.push({ text: state.text, delayMs: next.delayMs });
  }
  return trace;
}

describe('typewriter', () => {
  it('types a word, pauses 100 ms, then deletes at 60 ms a letter', () => {
    const trace = run(['ab', 'cd'], 6);
    expect(trace).toEqual([
      { text: 'a', delayMs: 80 },
      { text: 'ab', delayMs: 100 },
      { text: 'ab', delayMs: 60 },
      { text: 'a', delayMs: 60 },
      { text: '', delayMs: 80 },
      { text: '', delayMs: 80 },
    ]);
  });

  it('moves on to the next word and loops back to the first', () => {
    const texts = run(['ab', 'c'], 14).map((t) => t.text);
    expect(texts).toContain('c');
    expect(texts.slice(-4)).toEqual(['a', 'ab', 'ab', 'a']);
  });

  it('stops on the last word when not looping', () => {
    const trace = run(['a', 'b'], 8, { ...options, loop: false });
    expect(trace.at(-1)).toEqual({ text: 'b', delayMs: Infinity });
  });
});
