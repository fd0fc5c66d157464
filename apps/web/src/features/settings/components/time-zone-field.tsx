import { useState } from 'react';
import { TimeZonePicker } from '@/components/time-zone-picker';
import { useT } from '@/i18n';
import { zoneLabel } from '@/lib/zone-search';

/** The person's own time zone: their working hours and every time Overlap shows them are in it. */
export function TimeZoneField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (zone: string) => void;
  error?: string;
}) {
  const t = useT('settings');
  const [now] = useState(() => Date.now());
  return (
    <TimeZonePicker
      label={t('zone.legend')}
      zone={value}
      onZoneChange={onChange}
      referenceInstant={now}
      error={error}
      hint={t.rich('zone.selected', {
        zone: (
          <strong data-testid="selected-time-zone" title={value}>
            {zoneLabel(value, now)}
          </strong>
        ),
      })}
    />
  );
}
