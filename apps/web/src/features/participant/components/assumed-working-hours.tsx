import type { WorkingHours } from '@overlap/contracts/schemas';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { WorkingHoursField } from '@/components/working-hours-field';
import { useT } from '@/i18n';
import { useWorkingWeekText } from '../hooks/use-working-week-text';
import { zoneCity } from '@/lib/zone-search';

/**
 * The working hours Choose a time assumes for a guest who sends only their calendar, in their zone, with
 * a way to change them; the answer carries the changed ones.
 */
export function AssumedWorkingHours({
  hours,
  zone,
  organizerName,
  allowsOutside,
  errors,
  onChange,
}: {
  hours: WorkingHours;
  zone: string;
  organizerName: string;
  allowsOutside: boolean;
  errors: Record<string, string>;
  onChange: (hours: WorkingHours) => void;
}) {
  const t = useT('participant');
  const [editing, setEditing] = useState(false);
  const headingId = useId();
  const week = useWorkingWeekText(hours) || t('hours.none');
  const values = { organizer: organizerName, zone: zoneCity(zone) };
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-800"
    >
      <h3 id={headingId} className="font-semibold">
        {t('hours.heading')}
      </h3>
      <p className="text-slate-700 dark:text-slate-300">
        {allowsOutside ? t('hours.assumedAnyHours', values) : t('hours.assumed', values)}{' '}
        <strong data-testid="assumed-hours">{week}</strong>
      </p>
      <div>
        <Button size="sm" variant="outline" aria-expanded={editing} onClick={() => setEditing(!editing)}>
          {editing ? t('hours.done') : t('hours.change')}
        </Button>
      </div>
      {editing || Object.keys(errors).length > 0 ? (
        <WorkingHoursField
          value={hours}
          onChange={onChange}
          errors={errors}
          legend={t('hours.legend', { zone: zoneCity(zone) })}
          intro={t('hours.intro', { zone: zoneCity(zone) })}
        />
      ) : null}
    </section>
  );
}
