import { useT } from '@/i18n';

/** How calendar time and painted time combine, and the switch that lets busy cells be painted. */
export function BusyOverride({
  organizerName,
  override,
  onOverrideChange,
  hasBusy,
  allowsOutside,
}: {
  organizerName: string;
  override: boolean;
  onOverrideChange: (override: boolean) => void;
  hasBusy: boolean;
  /** The organizer counts calendar-only answers as free outside working hours too. */
  allowsOutside: boolean;
}) {
  const t = useT('participant');
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700 dark:bg-slate-900/60 dark:text-slate-300">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="inline-block h-3.5 w-3.5 rounded-sm bg-rose-200 bg-[repeating-linear-gradient(45deg,transparent_0_3px,rgb(255_255_255/0.35)_3px_6px)] dark:bg-rose-900/70"
          />
          {t('busy.legendBusy')}
        </span>
        <span className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="inline-block h-3.5 w-3.5 rounded-sm bg-violet-100 bg-[repeating-linear-gradient(45deg,transparent_0_3px,rgb(139_92_246/0.18)_3px_6px)] dark:bg-violet-950/70"
          />
          {t('busy.legendTentative')}
        </span>
      </p>
      <p>{t(allowsOutside ? 'busy.explainAnyHours' : 'busy.explain', { organizer: organizerName })}</p>
      {hasBusy ? (
        <label className="flex cursor-pointer items-center gap-2 font-medium">
          <input
            type="checkbox"
            checked={override}
            onChange={(event) => onOverrideChange(event.target.checked)}
            className="h-4 w-4 accent-brand-600"
          />
          {t('busy.override')}
        </label>
      ) : null}
    </div>
  );
}
