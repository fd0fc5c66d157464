import type { MeetingHoldsDto } from '@overlap/contracts/schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/i18n/catalogue-loader';
import { useLocaleStore } from '@/i18n/locale-store';
import { calendarLine } from '../lib/delivery-text';
import { holdsLine } from './holds-text';

const refused: MeetingHoldsDto = {
  count: 3,
  state: 'failed',
  calendarName: 'Arbeit',
  provider: 'google',
  message: 'The calendar no longer accepts our access. Reconnect it to continue.',
  reason: 'needs-reconnect',
  updatedAt: '2026-11-28T21:00:00.000Z',
  holds: [],
};

async function inLocale(locale: 'en' | 'de') {
  await loadCatalogue(locale, 'meetings');
  useLocaleStore.setState({ locale });
}

describe('why a calendar refused a hold or the booked event, in the organizer’s language', () => {
  afterEach(() => useLocaleStore.setState({ locale: 'en' }));

  it('says the reason in German, not the server’s English', async () => {
    await inLocale('de');
    const line = holdsLine(refused)!;
    expect(line).toContain('Der Kalender akzeptiert unseren Zugriff nicht mehr.');
    expect(line).not.toContain('no longer accepts');
    const calendar = calendarLine({
      state: 'failed',
      calendarName: 'Arbeit',
      provider: 'google',
      message: refused.message,
      reason: refused.reason,
    });
    expect(calendar).toContain('Verbinden Sie ihn unter Verbindungen neu.');
  });

  it('keeps the server’s words for a failure it gave no reason for', async () => {
    await inLocale('de');
    expect(holdsLine({ ...refused, reason: null, message: 'Something else' })).toContain('Something else');
  });
});

describe('holds with no calendar for new meetings', () => {
  afterEach(() => useLocaleStore.setState({ locale: 'en' }));

  it('points to the Connections tab, as the form and the calendar failures do', async () => {
    await inLocale('en');
    expect(holdsLine({ ...refused, state: 'no_calendar', calendarName: null })).toBe(
      'No times are held: choose a calendar for new meetings under Connections.',
    );
    await inLocale('de');
    expect(holdsLine({ ...refused, state: 'no_calendar', calendarName: null })).toContain(
      'unter Verbindungen',
    );
  });
});
