import type { BookedOccurrenceDto, RotationSlotDto } from '@overlap/contracts/schemas';
import { useT } from '@/i18n';
import { useHourCycle } from '@/hooks/use-hour-cycle';
import { formatRange } from '@/lib/time-format/format-time';
import { DatesDisclosure } from './dates-disclosure';
import type { SeriesSlot } from './series-types';
import { slotLabel } from './slot-label';
import { zoneCity } from '@/lib/zone-search';

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
            {slotLabel(t, slot as SeriesSlot, recurrence, cycle)} ({zoneCity(zone)})
          </li>
        ))}
      </ol>
      <p className="text-slate-600 dark:text-slate-400">{t('booked.rotationHint')}</p>
      {occurrences?.length ? (
        <DatesDisclosure
          summary={t('booked.turns')}
          occurrences={occurrences}
          timeOf={(o) => formatRange(o.start, o.end, zone, cycle)}
          struckOut={(time) => t('booked.skipped', { time })}
        />
      ) : null}
    </section>
  );
}
