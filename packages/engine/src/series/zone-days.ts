import { MINUTES_PER_DAY } from '../time/civil-date.ts';
import { requireIanaZone, wallToEpoch, type TimeZoneRules } from '../time/zoned-time.ts';

const DAY_MS = 86_400_000;

/**
 * Local minutes to epoch minutes for one zone, with the zoned-time rules (RFC 5545 gaps and overlaps).
 * A series converts tens of thousands of local times: on a local day whose offset holds from the UTC
 * day before to the UTC day after (every day but a few a year; no zone changes and reverts within three
 * days) the conversion is one subtraction, and only the other days go through `wallToEpoch`.
 */
export class ZoneDays {
  private readonly rules: TimeZoneRules;
  private readonly constant = new Map<number, number | null>();

  constructor(zone: string) {
    this.rules = requireIanaZone(zone);
  }

  /** The day's offset in whole minutes, or null when it changes around that local day. */
  offsetOfDay(day: number): number | null {
    let offset = this.constant.get(day);
    if (offset === undefined) {
      const before = this.rules.offsetAt((day - 1) * DAY_MS);
      const middle = this.rules.offsetAt(day * DAY_MS + DAY_MS / 2);
      const after = this.rules.offsetAt((day + 2) * DAY_MS);
      offset = before === middle && middle === after && before % 60_000 === 0 ? before / 60_000 : null;
      this.constant.set(day, offset);
    }
    return offset;
  }

  toEpochMinute(localMinute: number): number {
    const offset = this.offsetOfDay(Math.floor(localMinute / MINUTES_PER_DAY));
    if (offset !== null) return localMinute - offset;
    return Math.floor(wallToEpoch(localMinute * 60_000, this.rules) / 60_000);
  }

  /** Minutes to add to an epoch minute for the local minute (seconds of old offsets dropped). */
  offsetAt(epochMinute: number): number {
    return Math.floor(this.rules.offsetAt(epochMinute * 60_000) / 60_000);
  }
}

const zoneDays = new Map<string, ZoneDays>();

/** Shared per zone; the offsets cached are facts about the zone, not about any input. */
export function zoneDaysOf(zone: string): ZoneDays {
  let days = zoneDays.get(zone);
  if (!days) {
    if (zoneDays.size >= 2_000) zoneDays.clear();
    days = new ZoneDays(zone);
    zoneDays.set(zone, days);
  }
  return days;
}
