import { AUDIENCES, TYPEWRITER } from '@overlap/contracts';
import { useTypewriter } from '../use-typewriter';

const OPTIONS = {
  typeSpeedMs: 80,
  deleteSpeedMs: TYPEWRITER.deleteSpeedMs,
  delayMs: TYPEWRITER.delayMs,
  loop: true,
};

export function TypewriterHeadline() {
  const text = useTypewriter(AUDIENCES, OPTIONS);
  return (
    <h1 className="text-4xl font-extrabold tracking-tight sm:text-6xl">
      <span className="block">Instant, dead-simple scheduling</span>
      <span className="sr-only">for {AUDIENCES.join(', ')}.</span>
      <span aria-hidden="true" className="mt-2 block min-h-[1.2em] text-brand-600 dark:text-brand-100">
        for <span data-testid="typewriter-text">{text}</span>
        <span className="animate-blink font-light">{TYPEWRITER.cursor}</span>
      </span>
    </h1>
  );
}
