import type { BusyInterval, BusySyncResult } from '../calendars/provider-port';

export type BusyItems = Record<string, BusyInterval[]>;

/** The cached items after a sync: a full answer replaces them, an incremental one replaces or drops single items. */
export function applyBusySync(previous: BusyItems | null, result: BusySyncResult): BusyItems {
  const items: BusyItems = result.full ? {} : { ...previous };
  for (const key of result.removed) delete items[key];
  for (const { key, intervals } of result.changed) {
    if (intervals.length > 0) items[key] = intervals;
    else delete items[key];
  }
  return items;
}

export function allIntervals(items: BusyItems): BusyInterval[] {
  return Object.values(items)
    .flat()
    .sort((a, b) => a.start - b.start || a.end - b.end);
}
