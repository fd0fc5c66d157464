import { supportedTimeZones } from '@/lib/time-zones';
import { isValidTimeZone } from './zoned-time';

/** The zone a typed name means, matched without regard to case or spaces for underscores. */
export function matchTimeZone(typed: string): string | null {
  const wanted = typed.trim().replace(/ /g, '_').toLowerCase();
  if (!wanted) return null;
  const known = supportedTimeZones().find((zone) => zone.toLowerCase() === wanted);
  if (known) return known;
  return isValidTimeZone(typed.trim()) && typed.includes('/') ? typed.trim() : null;
}
