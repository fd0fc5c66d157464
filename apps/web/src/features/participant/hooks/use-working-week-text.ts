import type { WorkingHours } from '@overlap/contracts/schemas';
import { useHourCycle } from '@/hooks/use-hour-cycle';
import { useLocale } from '@/i18n';
import { formatClockText } from '@/lib/time-format/format-time';
import { weekdayNames } from '@/lib/time-format/weekday-names';
import { workingWeekText } from '../time/working-week-text';

/** A week of working hours in one line, in the reader's language and clock ("Mon–Fri 09:00–17:00"). */
export function useWorkingWeekText(hours: WorkingHours): string {
  const locale = useLocale();
  const cycle = useHourCycle();
  return workingWeekText(hours, weekdayNames(locale, 'short'), (time) => formatClockText(time, cycle));
}
