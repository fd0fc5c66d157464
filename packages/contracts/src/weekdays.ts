/** Days of the week as working hours name them, Monday first. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const NINE_TO_FIVE = [{ start: '09:00', end: '17:00' }];

/** Monday to Friday, 09:00–17:00 (product.md §1). */
export function defaultWorkingHours(): Record<Weekday, { start: string; end: string }[]> {
  return {
    mon: [...NINE_TO_FIVE],
    tue: [...NINE_TO_FIVE],
    wed: [...NINE_TO_FIVE],
    thu: [...NINE_TO_FIVE],
    fri: [...NINE_TO_FIVE],
    sat: [],
    sun: [],
  };
}
