// Local wall-clock readings straight from Intl, for the test oracles (never the engine's zoned-time).

const formatters = new Map<string, Intl.DateTimeFormat>();
const readings = new Map<string, number>();

/**
 * The local wall-clock minute (minutes since 1970-01-01 as if the zone were UTC) at an epoch minute, read
 * once for each block of `blockMinutes`: by default every quarter hour, as every zone in the tests changes
 * offset on one.
 */
export function intlLocalMinute(zone: string, epochMinute: number, blockMinutes = 15): number {
  const block = Math.floor(epochMinute / blockMinutes) * blockMinutes;
  const key = `${zone}@${block}`;
  let local = readings.get(key);
  if (local === undefined) {
    let formatter = formatters.get(zone);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
      });
      formatters.set(zone, formatter);
    }
    const parts = formatter.formatToParts(block * 60_000);
    const get = (type: string) => Number(parts.find((part) => part.type === type)!.value);
    local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute')) / 60_000;
    readings.set(key, local);
  }
  return local + (epochMinute - block);
}

/** What Intl says the wall clock in `zone` reads at an epoch minute, asked at that very minute. */
export const intlWallClockMinute = (zone: string, epochMinute: number) =>
  intlLocalMinute(zone, epochMinute, 1);
