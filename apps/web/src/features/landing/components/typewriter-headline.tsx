import { AUDIENCES, TYPEWRITER } from '@overlap/contracts';
import { useTypewriter } from '../use-typewriter';

const OPTIONS = {
  typeSpeedMs: 80,
  deleteSpeedMs: TYPEWRITER.deleteSpeedMs,
  delayMs: TYPEWRITER.delayMs,
  loop: true,
};

const LINE = 'col-start-1 row-start-1';

/**
 * The typed line shares one grid cell with every phrase written out invisibly, so the cell is as tall as
 * the longest phrase at the current width and the page below never moves while a phrase wraps.
 */
export function TypewriterHeadline() {
  const text = useTypewriter(AUDIENCES, OPTIONS);
  return (
    <h1 className="text-4xl font-extrabold tracking-tight sm:text-6xl">
      <span className="block">Instant, dead-simple scheduling</span>
      <span className="sr-only">for {AUDIENCES.join(', ')}.</span>
      <span
        aria-hidden="true"
        data-testid="typewriter-line"
        className="mt-2 grid text-brand-600 dark:text-brand-100"
      >
        {AUDIENCES.map((audience) => (
          <span key={audience} className={`${LINE} invisible`}>
            for {audience}
            <span className="font-light">{TYPEWRITER.cursor}</span>
          </span>
        ))}
        <span className={LINE}>
          for <span data-testid="typewriter-text">{text}</span>
          <span className="animate-blink font-light">{TYPEWRITER.cursor}</span>
        </span>
      </span>
    </h1>
  );
}
