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

/** One change of a VTIMEZONE as ical.js expands it: the instant in UTC fields, offsets in seconds. */
interface ExpandedChange {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  utcOffset: number;
}

/**
 * Offsets from the instants of a VTIMEZONE's changes. ical.js's own `convertToZone` looks the offset up
 * with the UTC reading taken as a local one, so in the hour after a fall-back change it answers the old
 * offset (Berlin's 03:30 CET on the last Sunday of October came out an hour early); the change list
 * itself is exact.
 */
function vtimezoneRules(tzid: string, component: ICAL.Component): TimeZoneRules {
  const zone = new ICAL.Timezone({ component: withEveryOnset(component), tzid });
  // Before its first onset a VTIMEZONE says nothing; the offset it changed from is closest.
  const onset = firstOnset(component);
  let instants: number[] = [];
  let offsets: number[] = [];
  const changesUpTo = (year: number) => {
    zone._ensureCoverage(year);
    const changes = zone.changes as ExpandedChange[];
    if (changes.length !== instants.length) {
      instants = changes.map((c) => wallTime(c.year, c.month, c.day, c.hour, c.minute, c.second));
      offsets = changes.map((c) => c.utcOffset * 1000);
    }
  };
  return cachedRules(tzid, (epoch) => {
    if (onset && epoch < onset.epoch) return onset.offsetBefore;
    changesUpTo(new Date(epoch).getUTCFullYear() + 1);
    // The last change at or before the instant.
    let low = 0;
    let high = instants.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (instants[middle]! <= epoch) low = middle + 1;
      else high = middle;
    }
    return low > 0 ? offsets[low - 1]! : (onset?.offsetBefore ?? 0);
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
