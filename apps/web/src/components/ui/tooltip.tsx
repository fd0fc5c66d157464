import { TOOLTIP_DELAY_MS } from '@overlap/contracts';
import type { CSSProperties, ReactNode } from 'react';

/** The hover delay, for the class below to read (keyboard focus shows the hint at once). */
const delay = { '--tooltip-delay': `${TOOLTIP_DELAY_MS}ms` } as CSSProperties;

/**
 * A short hint under a control on hover or keyboard focus, drawn by CSS alone: the control's own
 * aria-label carries the same words for screen readers, so the hint is hidden from them. (A positioning
 * library here cost the landing page's first load more than all its message catalogues.)
 */
export function Tooltip({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span className="group/tooltip relative inline-flex" style={delay}>
      {children}
      <span
        aria-hidden="true"
        className="pointer-events-none invisible absolute right-0 top-full z-50 mt-1.5 whitespace-nowrap rounded-md bg-slate-900 px-2 py-1 text-xs text-white opacity-0 shadow transition-[opacity,visibility] group-hover/tooltip:visible group-hover/tooltip:opacity-100 group-hover/tooltip:[transition-delay:var(--tooltip-delay)] group-has-[:focus-visible]/tooltip:visible group-has-[:focus-visible]/tooltip:opacity-100 dark:bg-slate-100 dark:text-slate-900"
      >
        {label}
      </span>
    </span>
  );
}
