import { useT } from '@/i18n';
import { formatClockText, formatTime } from '@/lib/time-format/format-time';
import type { HourCycle } from '@/lib/time-format/hour-cycle';
import { placeOf } from '@/lib/time-format/zoned-time';
import type { PersonZones } from '../lib/person-zones';

/**
 * A person's local time at `start`, in their own zone: `15:30 Kolkata`. `engineTime` (`HH:MM`) is
 * shown while their zone is unknown to the page.
 */
export function PersonLocalTime({
  participantId,
  start,
  zones,
  cycle,
  engineTime,
}: {
  participantId: string;
  start: number;
  zones: PersonZones;
  cycle: HourCycle;
  engineTime?: string;
}) {
  const t = useT('meetings');
  if (zones === null || !zones.has(participantId))
    return engineTime ? <span>{formatClockText(engineTime, cycle)}</span> : null;
  const zone = zones.get(participantId);
  if (!zone) return <span className="text-slate-500 dark:text-slate-400">{t('people.zoneUnknown')}</span>;
  return (
    <span className="whitespace-nowrap">
      {formatTime(start, zone, cycle)}{' '}
      <span className="text-slate-500 dark:text-slate-400" title={zone}>
        {placeOf(zone)}
      </span>
    </span>
  );
}
