import type { GuestHoldsDto } from '@overlap/contracts/schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/i18n/catalogue-loader';
import { useLocaleStore } from '@/i18n/locale-store';
import { limitLine, stateLine } from './guest-holds-opt-in';

const written = (limitedTo: number | null): GuestHoldsDto => ({
  optedIn: true,
  writeCalendar: 'Ana',
  state: 'written',
  calendarName: 'Ana',
  message: null,
  reason: null,
  limitedTo,
  accountLimit: 50,
  holds: Array.from({ length: limitedTo ?? 5 }, (_, i) => ({
    rank: i + 1,
    start: '2026-12-02T09:00:00.000Z',
    end: '2026-12-02T09:30:00.000Z',
  })),
});

describe('a guest whose account has room for fewer holds than the meeting asks', () => {
  afterEach(() => useLocaleStore.setState({ locale: 'en' }));

  it('says how many her calendar keeps and why, in English and German', async () => {
    await loadCatalogue('en', 'participant');
    expect(stateLine(written(3))).toBe('Held in “Ana”: 3 tentative events.');
    expect(limitLine(written(3), 5)).toBe(
      'Your account holds at most 50 times at once, so your calendar keeps only the top 3 of this meeting’s 5.',
    );
    expect(limitLine(written(0), 5)).toBe(
      'Your account holds at most 50 times at once, so your calendar keeps none of this meeting’s 5.',
    );
    expect(limitLine(written(null), 5)).toBeNull();
    // Before she opts in, the page says what her calendar would keep.
    expect(limitLine({ ...written(3), optedIn: false, state: null, holds: [] }, 5)).toBe(
      'Your account holds at most 50 times at once, so your calendar would keep only the top 3 of this meeting’s 5.',
    );
    await loadCatalogue('de', 'participant');
    useLocaleStore.setState({ locale: 'de' });
    expect(limitLine(written(3), 5)).toBe(
      'Ihr Konto hält höchstens 50 Zeiten zugleich vor, daher behält Ihr Kalender nur die besten 3 der 5 dieses Termins.',
    );
  });
});
