import type { RecurrenceDto } from '@overlap/contracts/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/i18n/catalogue-loader';
import { allowedDaysText, invitationDeliveryText, requestSummary } from './request-summary';

const meeting = {
  durationMinutes: 30,
  // 30 Nov to 6 Dec 2026 in London: the window ends at the exclusive midnight of 7 Dec.
  windowStart: '2026-11-30T00:00:00.000Z',
  windowEnd: '2026-12-07T00:00:00.000Z',
  organizerZone: 'Europe/London',
  allowedWeekdays: [1, 2, 3, 4, 5],
  allowedHours: { start: '09:00', end: '17:30' },
  deadline: '2026-12-03T17:00:00.000Z',
  recurrence: null,
};

describe('the request as the organizer chose it', () => {
  beforeAll(() => loadCatalogue('en', 'meetings'));

  it('names the last day chosen, the days and hours, and the deadline', () => {
    expect(requestSummary(meeting, 'h23')).toBe(
      '30 minutes, Mon 30 Nov to Sun 6 Dec, weekdays 09:00–17:30, London (GMT+0); answers by Thu, 3 Dec 2026, 17:00',
    );
  });

  it('reads on a 12-hour clock, and without hours or deadline', () => {
    expect(requestSummary({ ...meeting, allowedHours: null, deadline: null }, 'h12')).toBe(
      '30 minutes, Mon 30 Nov to Sun 6 Dec, weekdays, London (GMT+0)',
    );
    expect(requestSummary(meeting, 'h12')).toContain('weekdays 9:00 AM–5:30 PM');
  });

  it('names the zone by its city and its offset in the window, as the time-zone list does', () => {
    const summer = {
      ...meeting,
      windowStart: '2026-07-06T00:00:00.000Z',
      windowEnd: '2026-07-11T00:00:00.000Z',
    };
    expect(requestSummary({ ...summer, deadline: null }, 'h23')).toMatch(/, London \(GMT\+1\)$/);
    expect(requestSummary({ ...meeting, organizerZone: 'Asia/Kolkata' }, 'h23')).toContain(
      '17:30, Kolkata (GMT+5:30); answers by',
    );
  });

  it('leaves a series’ window out: the series says when it runs', () => {
    const recurrence: RecurrenceDto = {
      frequency: 'weekly',
      interval: 1,
      startDate: '2027-03-01',
      count: 8,
      skip: [],
    };
    expect(requestSummary({ ...meeting, deadline: null, recurrence }, 'h23')).toBe(
      '30 minutes, weekdays 09:00–17:30 (London)',
    );
  });

  it('names the allowed days plainly', () => {
    expect(allowedDaysText([7, 1, 2, 3, 4, 5, 6])).toBe('any day');
    expect(allowedDaysText([6, 7])).toBe('weekends');
    expect(allowedDaysText([5, 1, 3])).toBe('Mon, Wed, Fri');
  });

  it('tells the truth about delivery', () => {
    expect(invitationDeliveryText('outbox')).toMatch(
      /^No mail server is configured, so the invitations are kept in the outbox/,
    );
    expect(invitationDeliveryText('smtp')).toMatch(/^Each person is sent an e-mail/);
  });
});
