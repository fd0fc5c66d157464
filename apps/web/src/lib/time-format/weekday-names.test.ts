import { describe, expect, it } from 'vitest';
import { weekdayNames } from './weekday-names';

describe('weekdayNames', () => {
  it('starts on Monday in every language, whatever the process zone', () => {
    expect(weekdayNames('en')).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(weekdayNames('de')[0]).toBe('Montag');
    expect(weekdayNames('fr')[6]).toBe('Dimanche');
    expect(weekdayNames('es', 'short')[2]).toBe('Mié');
  });
});
