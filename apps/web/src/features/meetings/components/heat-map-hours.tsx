import { Button } from '@/components/ui/button';
import { useT } from '@/i18n';
import { formatClock, formatClockText } from '@/lib/time-format/format-time';
import type { HourCycle } from '@/lib/time-format/hour-cycle';
import type { UsualStarts } from '../lib/heat-map-layout';

/** Which start times the grid shows, and "Show all hours" for the rest of the day. */
export function HeatMapHours({
  usual,
  allHours,
  canHide,
  cycle,
  onToggle,
}: {
  usual: UsualStarts;
  allHours: boolean;
  /** Whether the usual starts leave out any of the day. */
  canHide: boolean;
  cycle: HourCycle;
  onToggle: () => void;
}) {
  const t = useT('meetings');
  let text: string;
  if (allHours || !canHide) text = t('heat.hoursAll');
  else if (usual.kind === 'allowed')
    text = t('heat.hoursAllowed', {
      from: formatClockText(usual.hours.start, cycle),
      to: formatClockText(usual.hours.end, cycle),
    });
  else if (usual.kind === 'someone')
    text = t('heat.hoursSomeone', {
      from: formatClock(Math.floor(usual.from / 60), usual.from % 60, cycle),
      to: formatClock(Math.floor(usual.to / 60), usual.to % 60, cycle),
    });
  else text = t('heat.hoursNone');
  return (
    <div className="mb-3 flex flex-wrap items-center justify-between gap-2 text-sm">
      <p className="text-slate-600 dark:text-slate-400">{text}</p>
      {canHide ? (
        <Button size="sm" variant="outline" onClick={onToggle}>
          {allHours ? t('heat.showFewerHours') : t('heat.showAllHours')}
        </Button>
      ) : null}
    </div>
  );
}
