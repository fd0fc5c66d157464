import { describe, expect, it } from 'vitest';
import { formToRequest } from '../lib/form-to-request';
import { completeDraft } from '../lib/meeting-form';
import { validateForm } from '../lib/validate-form';

// Sunday 27 March 2027, 23:30 UTC: already Monday in Berlin, on the day its clocks went forward.
const NOW = Date.parse('2027-03-28T23:30:00Z');

const form = (recurrence: Parameters<typeof completeDraft>[0]['recurrence']) =>
  completeDraft(
    {
      title: 'Weekly sync',
      participants: [{ email: 'ana@example.com', name: 'Ana', required: true }],
      organizerZone: 'Europe/Berlin',
      recurrence,
    },
    NOW,
    'UTC',
  );

describe('the repeat fields in the request', () => {
  it('send a weekly series and leave a single meeting without one', () => {
    const weekly = form({ frequency: 'weekly', interval: 2, startDate: '2027-03-29', count: 10 });
    expect(formToRequest(weekly).recurrence).toEqual({
      frequency: 'weekly',
      interval: 2,
      startDate: '2027-03-29',
      count: 10,
    });
    expect(validateForm(weekly)).toEqual({});
    expect('recurrence' in formToRequest(form(null))).toBe(false);
  });

  it('name the repeat field a bad series fails on', () => {
    const tooLong = form({ frequency: 'weekly', startDate: '2027-03-29', count: 60 });
    expect(Object.keys(validateForm(tooLong))).toEqual(['recurrence.count']);
    const backwards = form({
      frequency: 'monthly',
      ordinal: -1,
      startDate: '2027-03-29',
      until: '2027-03-01',
    });
    expect(validateForm(backwards)['recurrence.until']).toBe('The last date must be on or after the first');
  });
});
