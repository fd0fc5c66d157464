import { cn } from '@/lib/cn';

export interface ZoneRow {
  city: string;
  /** Offset from UTC in minutes on the example date. */
  offsetMinutes: number;
  /** Local working hours as minutes from midnight. */
  startMinutes: number;
  endMinutes: number;
}

const HALF_HOURS = 48;

function isWorking(row: ZoneRow, utcHalfHour: number): boolean {
  const local = (((utcHalfHour * 30 + row.offsetMinutes) % 1440) + 1440) % 1440;
  return local >= row.startMinutes && local < row.endMinutes;
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '−' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${Math.floor(abs / 60)}${abs % 60 ? `:${String(abs % 60).padStart(2, '0')}` : ''}`;
}

/** Working hours of several cities on one shared 24-hour UTC axis, drawn as half-hour cells. */
export function ZoneOverlapChart({ rows, caption }: { rows: readonly ZoneRow[]; caption: string }) {
  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <div className="space-y-4">
        {rows.map((row) => (
          <div key={row.city}>
            <p className="mb-1 flex justify-between text-sm">
              <span className="font-medium">{row.city}</span>
              <span className="text-slate-500 dark:text-slate-400">{formatOffset(row.offsetMinutes)}</span>
            </p>
            <div
              className="flex h-6 overflow-hidden rounded-md bg-slate-100 dark:bg-slate-800"
              aria-hidden="true"
            >
              {Array.from({ length: HALF_HOURS }, (_, k) => (
                <span
                  key={k}
                  className={cn(
                    'flex-1',
                    isWorking(row, k) && 'bg-brand-500',
                    k % 2 === 0 && 'border-l border-white/40 dark:border-slate-900/40',
                  )}
                />
              ))}
            </div>
          </div>
        ))}
        <p className="flex justify-between text-xs text-slate-500 dark:text-slate-400" aria-hidden="true">
          <span>00:00 UTC</span>
          <span>06:00</span>
          <span>12:00</span>
          <span>18:00</span>
          <span>24:00</span>
        </p>
      </div>
      <figcaption className="mt-4 text-sm text-slate-600 dark:text-slate-400">{caption}</figcaption>
    </figure>
  );
}
