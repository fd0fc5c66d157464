import type { CalendarCellState } from '../time/calendar-busy';
import type { CellState } from '../time/painting';
import type { CellLock } from '../time/time-grid';

export const STATE_CLASS: Record<CellState, string> = {
  available: 'bg-emerald-500 dark:bg-emerald-500',
  ifNeedBe:
    'bg-amber-300 bg-[repeating-linear-gradient(135deg,transparent_0_4px,rgb(255_255_255/0.45)_4px_8px)] dark:bg-amber-500',
  partial: 'bg-[linear-gradient(to_bottom,var(--color-emerald-300)_50%,transparent_50%)]',
  empty: 'bg-white hover:bg-brand-50 dark:bg-slate-800 dark:hover:bg-slate-700',
};

export const CALENDAR_CLASS: Record<NonNullable<CalendarCellState>, string> = {
  busy: 'bg-rose-200 bg-[repeating-linear-gradient(45deg,transparent_0_4px,rgb(255_255_255/0.35)_4px_8px)] dark:bg-rose-900/70',
  tentative:
    'bg-violet-100 bg-[repeating-linear-gradient(45deg,transparent_0_4px,rgb(139_92_246/0.18)_4px_8px)] dark:bg-violet-950/70',
};

// Passed time is flat and darker than an open cell (lighter in dark mode is avoided: it reads as open);
// time the organizer did not offer is hatched.
const OUTSIDE_CLASS =
  'bg-slate-100 bg-[repeating-linear-gradient(135deg,transparent_0_3px,rgb(148_163_184/0.35)_3px_4px)] dark:bg-slate-950 dark:bg-[repeating-linear-gradient(135deg,transparent_0_3px,rgb(71_85_105/0.45)_3px_4px)]';

export const LOCK_CLASS: Record<CellLock, string> = {
  skipped: OUTSIDE_CLASS,
  past: 'bg-slate-300/70 dark:bg-slate-950',
  outside: OUTSIDE_CLASS,
};
