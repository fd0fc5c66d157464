import { useT } from '@/i18n';
import { cn } from '@/lib/cn';
import type { PaintMode } from '../time/painting';

const MODES = [
  { value: 'available', label: 'paint.available', swatch: 'bg-emerald-500' },
  {
    value: 'ifNeedBe',
    label: 'paint.ifNeedBe',
    swatch:
      'bg-amber-300 bg-[repeating-linear-gradient(135deg,transparent_0_3px,rgb(255_255_255/0.45)_3px_6px)]',
  },
] as const satisfies readonly { value: PaintMode; label: string; swatch: string }[];

export function PaintModeToggle({
  mode,
  onModeChange,
}: {
  mode: PaintMode;
  onModeChange: (mode: PaintMode) => void;
}) {
  const t = useT('participant');
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">{t('paint.legend')}</legend>
      <span aria-hidden="true" className="text-sm font-medium">
        {t('paint.label')}
      </span>
      {MODES.map((option) => (
        <label
          key={option.value}
          className={cn(
            'relative flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm',
            'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
            mode === option.value
              ? 'border-brand-500 bg-brand-50 font-medium dark:bg-brand-700/30'
              : 'border-slate-300 dark:border-slate-700',
          )}
        >
          <input
            type="radio"
            name="paint-mode"
            value={option.value}
            checked={mode === option.value}
            onChange={() => onModeChange(option.value)}
            // Invisible but covering the whole chip, so a click or tap anywhere on it picks the mode.
            className="absolute inset-0 h-full w-full cursor-pointer appearance-none rounded-full opacity-0"
          />
          <span aria-hidden="true" className={cn('h-3.5 w-3.5 rounded-sm', option.swatch)} />
          {t(option.label)}
        </label>
      ))}
    </fieldset>
  );
}
