import { useEffect, useState } from 'react';
import { INITIAL_TYPEWRITER, typewriterStep, type TypewriterOptions } from './typewriter';

export function useTypewriter(words: readonly string[], options: TypewriterOptions): string {
  const [tick, setTick] = useState({ state: INITIAL_TYPEWRITER, delayMs: options.typeSpeedMs });
  useEffect(() => {
    if (!Number.isFinite(tick.delayMs)) return;
    const timer = setTimeout(() => setTick(typewriterStep(tick.state, words, options)), tick.delayMs);
    return () => clearTimeout(timer);
  }, [tick, words, options]);
  return tick.state.text;
}
