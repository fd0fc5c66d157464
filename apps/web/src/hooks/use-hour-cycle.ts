import { useAppStore } from '@/stores/app-store';
import { resolveHourCycle, type HourCycle } from '@/lib/time-format/hour-cycle';

/** The clock the reader chose in Settings, or their browser locale's when they left it automatic. */
export function useHourCycle(): HourCycle {
  const clock = useAppStore((s) => s.clock);
  return resolveHourCycle(clock);
}
