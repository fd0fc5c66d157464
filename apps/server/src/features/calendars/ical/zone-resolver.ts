import ICAL from 'ical.js';
import { windowsToIana } from './windows-zones';
import { cachedRules, ianaZone, wallTime, utcZone, type TimeZoneRules } from '@overlap/engine/zoned-time';

function vtimezoneRules(tzid: string, zone: ICAL.Timezone): TimeZoneRules {
  return cachedRules(tzid, (epoch) => {
    const date = new Date(epoch);
    const utc = new ICAL.Time(
      {
        year: date.getUTCFullYear(),
        month: date.getUTCMonth() + 1,
        day: date.getUTCDate(),
        hour: date.getUTCHours(),
        minute: date.getUTCMinutes(),
        second: date.getUTCSeconds(),
      },
      ICAL.Timezone.utcTimezone,
    );
    const local = utc.convertToZone(zone);
    const localWall = wallTime(local.year, local.month, local.day, local.hour, local.minute, local.second);
    return localWall - (epoch - (((epoch % 1000) + 1000) % 1000));
  });
}

/** Finds an IANA name inside TZIDs such as `/mozilla.org/20050126_1/Europe/Berlin` or `"Europe/Berlin"`. */
function ianaFromDecoratedName(tzid: string): TimeZoneRules | null {
  const trimmed = tzid.trim().replace(/^"|"$/g, '');
  const direct = ianaZone(trimmed);
  if (direct) return direct;
  const windows = windowsToIana[trimmed];
  if (windows) return ianaZone(windows);
  const segments = trimmed.split('/').filter(Boolean);
  for (let take = Math.min(3, segments.length); take >= 2; take--) {
    const candidate = ianaZone(segments.slice(-take).join('/'));
    if (candidate) return candidate;
  }
  return null;
}

export type ZoneResolver = (tzid: string) => TimeZoneRules | null;

/**
 * Resolves TZIDs of one calendar file: its own VTIMEZONE first (RFC 5545 makes it authoritative), then
 * IANA names through Intl, then Windows names. Null means unknown: the caller treats it as floating.
 */
export function createZoneResolver(vtimezones: readonly unknown[]): ZoneResolver {
  const resolved = new Map<string, TimeZoneRules | null>();
  const embedded = new Map<string, ICAL.Component>();
  for (const jcal of vtimezones) {
    const component = new ICAL.Component(jcal as unknown[]);
    const id = component.getFirstPropertyValue('tzid');
    if (typeof id === 'string') embedded.set(id, component);
  }
  return (tzid) => {
    let rules = resolved.get(tzid);
    if (rules !== undefined) return rules;
    const component = embedded.get(tzid);
    if (tzid.toUpperCase() === 'UTC' || tzid === 'Z') rules = utcZone;
    else if (component && component.getAllSubcomponents().length > 0) {
      rules = vtimezoneRules(tzid, new ICAL.Timezone({ component, tzid }));
    } else rules = ianaFromDecoratedName(tzid);
    resolved.set(tzid, rules);
    return rules;
  };
}
