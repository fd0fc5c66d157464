import type { BookedOccurrenceDto } from '@overlap/contracts/schemas';
import { Button } from '@/components/ui/button';
import { useHourCycle } from '@/hooks/use-hour-cycle';
import { useT } from '@/i18n';
import { formatRange } from '@/lib/time-format/format-time';
import type { CancelRow } from './cancel-rows';

export type CancelScope = 'this' | 'following';

/** A label longer than a phone's line ("Diesen und alle folgenden Termine absagen") wraps inside its button. */
const wrapping = 'h-auto min-h-8 py-1';

/**
 * The upcoming dates of a booked series, each with its two ways to cancel; cancelled ones struck
 * through, a skipped one with a way to restore it.
 */
export function SeriesCancelList({
  rows,
  zone,
  onAsk,
  onRestore,
}: {
  rows: CancelRow[];
  zone: string;
  onAsk: (occurrence: BookedOccurrenceDto, scope: CancelScope) => void;
  onRestore: (occurrence: BookedOccurrenceDto) => void;
}) {
  const t = useT('series');
  const cycle = useHourCycle();
  return (
    <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800" data-testid="series-dates">
      {rows.map(({ occurrence, cancelled, canCancelThis, canCancelRest, canRestore }) => {
        const time = formatRange(occurrence.start, occurrence.end, zone, cycle);
        return (
          <li
            key={occurrence.date}
            aria-label={cancelled ? t('cancel.cancelledDate', { time }) : time}
            className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between"
          >
            {cancelled ? (
              <span className="text-slate-500 dark:text-slate-400">
                <del>{time}</del> {t('cancel.cancelledMark')}
              </span>
            ) : (
              <span>{time}</span>
            )}
            {canCancelThis || canCancelRest ? (
              <span className="flex flex-wrap gap-2">
                {canCancelThis ? (
                  <Button
                    size="sm"
                    variant="outline"
                    className={wrapping}
                    onClick={() => onAsk(occurrence, 'this')}
                  >
                    <span aria-hidden="true">{t('cancel.this')}</span>
                    <span className="sr-only">{t('cancel.thisFor', { time })}</span>
                  </Button>
                ) : null}
                {canCancelRest ? (
                  <Button
                    size="sm"
                    variant="outline"
                    className={wrapping}
                    onClick={() => onAsk(occurrence, 'following')}
                  >
                    <span aria-hidden="true">{t('cancel.following')}</span>
                    <span className="sr-only">{t('cancel.followingFor', { time })}</span>
                  </Button>
                ) : null}
              </span>
            ) : null}
            {canRestore ? (
              <span className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  className={wrapping}
                  onClick={() => onRestore(occurrence)}
                >
                  <span aria-hidden="true">{t('cancel.restore')}</span>
                  <span className="sr-only">{t('cancel.restoreFor', { time })}</span>
                </Button>
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
