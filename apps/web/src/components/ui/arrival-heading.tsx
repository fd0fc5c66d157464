import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { cn } from '@/lib/cn';

/**
 * A page's h1 that takes keyboard focus when the reader arrives from another page of the app (after
 * booking, submitting, or following a link) and focus would otherwise be left on the page body, so the
 * screen reader reads the result and Tab continues from it. A first page load keeps the browser's order.
 */
export function ArrivalHeading({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const arrived = useLocation().key !== 'default';
  useEffect(() => {
    const active = document.activeElement;
    if (arrived && (active === null || active === document.body)) ref.current?.focus();
  }, [arrived]);
  return (
    <h1 ref={ref} tabIndex={-1} className={cn('focus:outline-none', className)}>
      {children}
    </h1>
  );
}
