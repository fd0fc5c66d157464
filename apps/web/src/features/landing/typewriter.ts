export interface TypewriterOptions {
  typeSpeedMs: number;
  deleteSpeedMs: number;
  /** Pause once a word is fully typed, before deleting it. */
  delayMs: number;
  loop: boolean;
}

export interface TypewriterState {
  wordIndex: number;
  text: string;
  deleting: boolean;
  done: boolean;
}

export const INITIAL_TYPEWRITER: TypewriterState = { wordIndex: 0, text: '', deleting: false, done: false };

/**
 * One tick of the typewriter: the next state and how long to wait before the tick after it.
 * Pure, so the timing can be tested without a clock.
 */
export function typewriterStep(
  state: TypewriterState,
  words: readonly string[],
  options: TypewriterOptions,
): { state: TypewriterState; delayMs: number } {
  const word = words[state.wordIndex] ?? '';
  if (state.done) return { state, delayMs: Infinity };
  if (!state.deleting) {
    if (state.text.length < word.length) {
      const text = word.slice(0, state.text.length + 1);
      const complete = text.length === word.length;
      const last = state.wordIndex === words.length - 1;
      if (complete && last && !options.loop)
        return { state: { ...state, text, done: true }, delayMs: Infinity };
      return { state: { ...state, text }, delayMs: complete ? options.delayMs : options.typeSpeedMs };
    }
    return { state: { ...state, deleting: true }, delayMs: options.deleteSpeedMs };
  }
  if (state.text.length > 0) {
    const text = state.text.slice(0, -1);
    return {
      state: { ...state, text },
      delayMs: text.length === 0 ? options.typeSpeedMs : options.deleteSpeedMs,
    };
  }
  const wordIndex = (state.wordIndex + 1) % words.length;
  return { state: { wordIndex, text: '', deleting: false, done: false }, delayMs: options.typeSpeedMs };
}
