import { describe, expect, it } from 'vitest';
import { defaultWorkingHours } from '@overlap/contracts';
import { workingWeekText } from './working-week-text';

const NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const same = (time: string) => time;

describe('workingWeekText', () => {
  it('joins neighbouring days with the same hours', () => {
    expect(workingWeekText(defaultWorkingHours(), NAMES, same)).toBe('Mon–Fri 09:00–17:00');
  });

  it('keeps days apart where the hours differ, and leaves days off out', () => {
    const week = {
      ...defaultWorkingHours(),
      wed: [
        { start: '08:00', end: '12:00' },
        { start: '13:00', end: '15:00' },
      ],
      sat: [{ start: '10:00', end: '12:00' }],
    };
    expect(workingWeekText(week, NAMES, same)).toBe(
      'Mon–Tue 09:00–17:00 · Wed 08:00–12:00, 13:00–15:00 · Thu–Fri 09:00–17:00 · Sat 10:00–12:00',
    );
  });

  it('says nothing for a week of days off, and writes times on the reader’s clock', () => {
    const off = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
    expect(workingWeekText(off, NAMES, same)).toBe('');
    const sunday = { ...off, sun: [{ start: '09:00', end: '17:00' }] };
    expect(workingWeekText(sunday, NAMES, (t) => `<${t}>`)).toBe('Sun <09:00>–<17:00>');
  });
});
