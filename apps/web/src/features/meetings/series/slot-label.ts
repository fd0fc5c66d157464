import { currentLocale, type Translate } from '@/i18n';
import { formatClockText } from '@/lib/time-format/format-time';
import { localPartsOf, pad } from '@/lib/time-format/zoned-time';
import type { HourCycle } from '@/lib/time-format/hour-cycle';
import { nameList, weekdayName } from './series-dates';
import type { SeriesSlot } from './series-types';

/** `Every Tuesday at 16:00`, or `The last Tuesday of the month at 16:00`, in the organizer's zone. */
export function slotLabel(
  t: Translate<'series'>,
  slot: SeriesSlot,
  recurrence: { frequency: 'weekly' | 'monthly'; ordinal?: number | undefined },
  cycle: HourCycle,
): string {
  const values = { weekday: weekdayName(slot.weekday), time: formatClockText(slot.time, cycle) };
  if (recurrence.frequency === 'weekly') return t('slot.weekly', values);
  return t('slot.monthly', { ...values, ordinal: String(recurrence.ordinal ?? 1) });
}

/**
 * A rotation's slots in one sentence: "Every Tuesday at 09:00, every Tuesday at 12:00 and every Friday at
 * 08:00". Each label opens with a determiner (Every, Jeden, Chaque, Cada, The, Am, Le, El), lower-case
 * once it is inside the sentence.
 */
export function slotList(
  t: Translate<'series'>,
  slots: readonly SeriesSlot[],
  recurrence: { frequency: 'weekly' | 'monthly'; ordinal?: number | undefined },
  cycle: HourCycle,
): string {
  const locale = currentLocale();
  return nameList(
    slots.map((slot, index) => {
      const label = slotLabel(t, slot, recurrence, cycle);
      return index === 0 ? label : label.charAt(0).toLocaleLowerCase(locale) + label.slice(1);
    }),
  );
}

/** The weekly slot a booked series keeps: its start's weekday and clock time in the organizer's zone. */
export function slotOfStart(start: string, zone: string): SeriesSlot {
  const { weekday, hour, minute } = localPartsOf(Date.parse(start), zone);
  return {
    weekday: weekday as SeriesSlot['weekday'],
    time: `${pad(hour)}:${pad(minute)}` as SeriesSlot['time'],
  };
}
