import ICAL from 'ical.js';
import { windowsToIana } from './windows-zones';
import { cachedRules, ianaZone, wallTime, utcZone, type TimeZoneRules } from '@overlap/engine/zoned-time';

/** The earliest onset of a VTIMEZONE and the offset in force before it, in ms. */
function firstOnset(component: ICAL.Component): { epoch: number; offsetBefore: number } | null {
  let earliest: { epoch: number; offsetBefore: number } | null = null;
  for (const observance of component.getAllSubcomponents()) {
    const start = observance.getFirstPropertyValue('dtstart');
    const from = observance.getFirstPropertyValue('tzoffsetfrom');
    if (!(start instanceof ICAL.Time) || !(from instanceof ICAL.UtcOffset)) continue;
    const offsetBefore = from.toSeconds() * 1000;
    const epoch =
      wallTime(start.year, start.month, start.day, start.hour, start.minute, start.second) - offsetBefore;
    if (!earliest || epoch < earliest.epoch) earliest = { epoch, offsetBefore };
  }
  return earliest;
}

/**
 * ical.js reads only the first value of each RDATE and forgets DTSTART as an onset when an observance
 * lists RDATEs without an RRULE: give it one RDATE per onset.
 */
function withEveryOnset(component: ICAL.Component): ICAL.Component {
  for (const observance of component.getAllSubcomponents()) {
    for (const rdate of observance.getAllProperties('rdate')) {
      const onsets = rdate.getValues();
      if (onsets.length < 2) continue;
      observance.removeProperty(rdate);
      for (const value of onsets) {
        const single = new ICAL.Property('rdate', observance);
        single.setValue(value as ICAL.Time);
        observance.addProperty(single);
      }
    }
    const start = observance.getFirstProperty('dtstart');
    if (!start || !observance.hasProperty('rdate') || observance.hasProperty('rrule')) continue;
    const onset = new ICAL.Property('rdate', observance);
    onset.setValue(start.getFirstValue() as ICAL.Time);
    observance.addProperty(onset);
  }
  return component;
}

function vtimezoneRules(tzid: string, component: ICAL.Component): TimeZoneRules {
  const zone = new ICAL.Timezone({ component: withEveryOnset(component), tzid });
  // Before its first onset a VTIMEZONE says nothing; ical.js answers UTC, the offset it changed from is closer.
  const onset = firstOnset(component);
  return cachedRules(tzid, (epoch) => {
    if (onset && epoch < onset.epoch) return onset.offsetBefore;
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

/** Null asks for the zone of floating times: the calendar's X-WR-TIMEZONE when known, else null (the user's). */
export type ZoneResolver = (tzid: string | null) => TimeZoneRules | null;

/**
 * Resolves TZIDs of one calendar file: its own VTIMEZONE first (RFC 5545 makes it authoritative), then
 * IANA names through Intl, then Windows names. Null means unknown: the caller treats it as floating.
 * A VTIMEZONE with no RRULE lists only the changes its writer knew of (iCalcreator writes RDATEs for the
 * years its events span); when its TZID is also a known IANA name the IANA rules are used instead, as
 * they agree inside that span and keep going after it.
 */
export function createZoneResolver(
  vtimezones: readonly unknown[],
  floatingTzid: string | null = null,
): ZoneResolver {
  const resolved = new Map<string, TimeZoneRules | null>();
  const embedded = new Map<string, ICAL.Component>();
  for (const jcal of vtimezones) {
    const component = new ICAL.Component(jcal as unknown[]);
    const id = component.getFirstPropertyValue('tzid');
    if (typeof id === 'string') embedded.set(id, component);
  }
  const resolve = (tzid: string): TimeZoneRules | null => {
    let rules = resolved.get(tzid);
    if (rules !== undefined) return rules;
    const component = embedded.get(tzid);
    if (tzid.toUpperCase() === 'UTC' || tzid === 'Z') rules = utcZone;
    else if (component && component.getAllSubcomponents().length > 0) {
      const finite = component.getAllSubcomponents().every((observance) => !observance.hasProperty('rrule'));
      rules = (finite ? ianaFromDecoratedName(tzid) : null) ?? vtimezoneRules(tzid, component);
    } else rules = ianaFromDecoratedName(tzid);
    resolved.set(tzid, rules);
    return rules;
  };
  return (tzid) => (tzid !== null ? resolve(tzid) : floatingTzid ? resolve(floatingTzid) : null);
}
