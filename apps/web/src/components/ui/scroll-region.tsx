import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A box that scrolls sideways when its content is wider than the screen. It takes keyboard focus and has
 * a name, so someone without a mouse can reach it and scroll it with the arrow keys.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn(
        'overflow-x-auto focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
        className,
      )}
    >
      {children}
    </div>
  );
}
