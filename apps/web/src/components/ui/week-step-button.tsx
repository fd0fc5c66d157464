import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';
import { useT } from '@/i18n';

/**
 * "Previous week" or "Next week". At the first or last week it is aria-disabled rather than disabled,
 * so the button that brought the reader there keeps keyboard focus instead of dropping it to the page.
 */
export function WeekStepButton({
  direction,
  atEnd,
  onStep,
  label,
  text,
}: {
  direction: 'previous' | 'next';
  atEnd: boolean;
  onStep: () => void;
  /** The caller's own words ("Previous" for a pager); the week's by default. */
  label?: string;
  text?: string;
}) {
  const t = useT('common');
  const previous = direction === 'previous';
  return (
    <Button
      size="sm"
      variant="outline"
      aria-label={label ?? (previous ? t('week.previousLabel') : t('week.nextLabel'))}
      aria-disabled={atEnd || undefined}
      onClick={() => {
        if (!atEnd) onStep();
      }}
      className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
    >
      {previous ? <ChevronLeft aria-hidden="true" className="h-4 w-4" /> : null}
      <span className="hidden sm:inline">{text ?? (previous ? t('week.previous') : t('week.next'))}</span>
      {previous ? null : <ChevronRight aria-hidden="true" className="h-4 w-4" />}
    </Button>
  );
}
