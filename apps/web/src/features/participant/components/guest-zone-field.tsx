import { TimeZonePicker } from '@/components/time-zone-picker';
import { useT } from '@/i18n';
import { zoneLabel } from '@/lib/zone-search';

/** The guest's own time zone, which every time on their page is shown in. */
export function GuestZoneField({
  zone,
  onZoneChange,
  referenceInstant,
}: {
  zone: string;
  onZoneChange: (zone: string) => void;
  /** The instant whose offset is shown next to each zone (offsets change with daylight saving). */
  referenceInstant: number;
}) {
  const t = useT('participant');
  return (
    <TimeZonePicker
      label={t('zone.label')}
      zone={zone}
      onZoneChange={onZoneChange}
      referenceInstant={referenceInstant}
      hint={t('zone.shownIn', { zone: zoneLabel(zone, referenceInstant) })}
    />
  );
}
