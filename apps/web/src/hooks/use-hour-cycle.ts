import { useLocale } from '@/i18n/locale-store';
import { useAppStore } from '@/stores/app-store';
import { resolveHourCycle, type HourCycle } from '@/lib/time-format/hour-cycle';

/**
 * The clock the reader chose in Settings; when they left it automatic, their language's (in English,
 * their browser's region decides: 12-hour in the US, 24-hour in Britain).
 */
export function useHourCycle(): HourCycle {
  const clock = useAppStore((s) => s.clock);
  const locale = useLocale();
  return resolveHourCycle(clock, locale === 'en' ? undefined : locale);
}
