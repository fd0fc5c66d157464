import { describe, expect, it } from 'vitest';
import {
  answerBody,
  calendarCellState,
  calendarFromAnswer,
  sentCalendarTime,
  type CalendarBusy,
} from './calendar-busy';

const read: CalendarBusy = {
  sourceLabel: 'ICS feed example.com',
  busy: [{ start: 100, end: 200 }],
  tentative: [{ start: 300, end: 400 }],
  unreadCalendars: [],
  pending: true,
};
const nothing = { available: [], ifNeedBe: [] };

describe('calendar busy time on the grid', () => {
  it('marks a cell busy when busy time touches any part of it, tentative only when nothing busy does', () => {
    expect(calendarCellState(read, [{ start: 150, end: 250 }])).toBe('busy');
    expect(calendarCellState(read, [{ start: 200, end: 300 }])).toBeNull();
    expect(calendarCellState(read, [{ start: 190, end: 310 }])).toBe('busy');
    expect(calendarCellState(read, [{ start: 350, end: 360 }])).toBe('tentative');
    expect(calendarCellState(null, [{ start: 150, end: 250 }])).toBeNull();
  });

  it('takes painted overrides out of the busy and tentative time that is sent', () => {
    const painting = { available: [{ start: 150, end: 200 }], ifNeedBe: [{ start: 300, end: 350 }] };
    expect(sentCalendarTime(read, painting)).toEqual({
      busy: [{ start: 100, end: 150 }],
      tentative: [{ start: 350, end: 400 }],
    });
  });
});

describe('the answer body', () => {
  it('answers by calendar alone as not painted, with the busy time', () => {
    expect(answerBody(nothing, read)).toEqual({
      painted: false,
      available: [],
      ifNeedBe: [],
      busy: read.busy,
      tentative: read.tentative,
    });
  });

  it('answers painted times with the calendar’s busy time kept', () => {
    const painting = { available: [{ start: 500, end: 600 }], ifNeedBe: [] };
    expect(answerBody(painting, read)).toMatchObject({ painted: true, busy: read.busy });
    expect(answerBody(painting, null)).toMatchObject({ painted: true, busy: [], tentative: [] });
  });

  it('has nothing to send without painting or a read', () => {
    expect(answerBody(nothing, null)).toBeNull();
  });

  it('takes a saved answer’s calendar time as a read without a source', () => {
    expect(calendarFromAnswer({ busy: [{ start: 5, end: 9 }], tentative: [] })).toMatchObject({
      sourceLabel: null,
      busy: [{ start: 5, end: 9 }],
      pending: false,
    });
    expect(calendarFromAnswer({ busy: [], tentative: [] })).toBeNull();
  });
});
