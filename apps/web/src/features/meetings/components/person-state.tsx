import { useT } from '@/i18n';
import { cn } from '@/lib/cn';
import type { PersonState } from '../lib/suggestion-types';

export const STATE_KEYS = {
  free: 'state.free',
  'if-need-be': 'state.ifNeedBe',
  busy: 'state.busy',
  unknown: 'state.unknown',
  declined: 'state.declined',
} as const satisfies Record<PersonState, string>;

/** Colour and pattern together, so the states differ without colour too. */
export const STATE_SWATCH: Record<PersonState, string> = {
  free: 'bg-emerald-500',
  'if-need-be':
    'bg-amber-400 bg-[repeating-linear-gradient(45deg,transparent_0_3px,rgb(255_255_255/0.55)_3px_5px)]',
  busy: 'bg-rose-500 bg-[repeating-linear-gradient(-45deg,transparent_0_2px,rgb(0_0_0/0.3)_2px_4px)]',
  unknown:
    'bg-slate-300 bg-[radial-gradient(rgb(0_0_0/0.35)_1px,transparent_1.5px)] bg-[length:5px_5px] dark:bg-slate-600',
  // An empty box with a stroke through it: not coming, and not in anyone's way.
  declined:
    'border border-slate-400 bg-[linear-gradient(135deg,transparent_45%,rgb(100_116_139)_45%_55%,transparent_55%)] dark:border-slate-500',
};

export function StateChip({ state }: { state: PersonState }) {
  const t = useT('meetings');
  return (
    <span className="inline-flex items-center gap-1.5 text-sm whitespace-nowrap">
      <span aria-hidden="true" className={cn('h-3 w-3 shrink-0 rounded-sm', STATE_SWATCH[state])} />
      {t(STATE_KEYS[state])}
    </span>
  );
}
