import { expect, it } from 'vitest';
import { calendarWriteState } from './calendar-write-state';

it('says there is no calendar before the job runs when the organizer has none to write to', () => {
  expect(calendarWriteState(null, null)).toBe('no_calendar');
});

it('is pending only while a calendar is waiting for the event', () => {
  expect(calendarWriteState(null, 'google')).toBe('pending');
});

it('reports what the job recorded once it ran', () => {
  expect(calendarWriteState({ state: 'written' }, 'google')).toBe('written');
  expect(calendarWriteState({ state: 'failed' }, 'microsoft')).toBe('failed');
  expect(calendarWriteState({ state: 'no_calendar' }, null)).toBe('no_calendar');
});
