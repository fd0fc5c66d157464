import type { BookedOccurrenceDto, RotationSlotDto } from '@overlap/contracts/schemas';
import { useT } from '@/i18n';
import { useHourCycle } from '@/hooks/use-hour-cycle';
import { formatRange } from '@/lib/time-format/format-time';
import type { SeriesSlot } from './series-types';
import { slotLabel } from './slot-label';

/** A series booked as a rotation: the times it takes in turn and, when given, every date. */
export function BookedRotation({
  rotation,
  recurrence,
  zone,
  occurrences,
}: {
  rotation: RotationSlotDto[];
  recurrence: { frequency: 'weekly' | 'monthly'; ordinal?: number | undefined };
  zone: string;
  occurrences?: BookedOccurrenceDto[] | null | undefined;
}) {
  const t = useT('series');
  const cycle = useHourCycle();
  return (
    <section aria-labelledby="booked-rotation-heading" className="mt-3 flex flex-col gap-2 text-sm">
      <h3 id="booked-rotation-heading" className="font-semibold">
        {t('booked.rotationHeading')}
      </h3>
      <ol className="list-decimal pl-5" data-testid="rotation-times">
        {rotation.map((slot) => (
          <li key={`${slot.weekday}-${slot.time}`}>
            {slotLabel(t, slot as SeriesSlot, recurrence, cycle)} ({zone})
          </li>
        ))}
      </ol>
      <p className="text-slate-600 dark:text-slate-400">{t('booked.rotationHint')}</p>
      {occurrences?.length ? (
        <details>
          <summary className="cursor-pointer font-medium text-brand-700 dark:text-brand-100">
            {t('booked.turns')}
          </summary>
          <ul className="mt-1 flex flex-col gap-0.5">
            {occurrences.map((o) => {
              const time = formatRange(o.start, o.end, zone, cycle);
              return (
                <li
                  key={o.date}
                  className={o.skipped ? 'text-slate-500 line-through dark:text-slate-400' : undefined}
                >
                  {o.skipped ? t('booked.skipped', { time }) : time}
                </li>
              );
            })}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
