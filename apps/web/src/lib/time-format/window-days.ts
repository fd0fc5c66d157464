import { currentLocale } from '@/i18n/locale-store';
import { formatDay } from './format-time';
import { localPartsOf } from './zoned-time';

/**
 * The first and last local day a window covers. Its end is exclusive, so a window ending at
 * midnight that starts 7 December last covers 6 December.
 */
export function windowDays(windowStart: string, windowEnd: string, zone: string) {
  return {
    first: localPartsOf(Date.parse(windowStart), zone).date,
    last: localPartsOf(Date.parse(windowEnd) - 1, zone).date,
  };
}

/** `Mon 30 Nov to Sun 6 Dec`, with the years when they differ; one day reads `Mon 30 Nov`. */
export function formatWindow(windowStart: string, windowEnd: string, zone: string): string {
  const { first, last } = windowDays(windowStart, windowEnd, zone);
  if (first === last) return formatDay(first);
  const years = first.slice(0, 4) !== last.slice(0, 4);
  const day = (date: string) => (years ? `${formatDay(date)} ${date.slice(0, 4)}` : formatDay(date));
  // An en dash reads as a range in every language; English keeps its words.
  return currentLocale() === 'en' ? `${day(first)} to ${day(last)}` : `${day(first)} – ${day(last)}`;
}
