import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/i18n/catalogue-loader';
import type { CalendarBusy } from '../time/calendar-busy';
import { passwordGiven, ReadSummary } from './calendar-read-summary';

const feedRead: CalendarBusy = {
  sourceLabel: 'ICS feed calendar.example.com',
  busy: [{ start: 0, end: 3_600_000 }],
  tentative: [],
  unreadCalendars: [],
  pending: true,
};

const summary = async (given: boolean) => {
  await loadCatalogue('en', 'participant');
  return renderToString(
    <ReadSummary calendar={feedRead} passwordGiven={given} removing={false} onRemove={() => {}} />,
  );
};

describe('what a guest is told after a calendar read', () => {
  it('does not mention a password after reading a feed, which takes none', async () => {
    const html = await summary(
      passwordGiven({ provider: 'ics', feedUrl: 'https://calendar.example.com/a.ics' }),
    );
    expect(html).toContain('read from ICS feed calendar.example.com — only these are kept.');
    expect(html).not.toMatch(/password/i);
  });

  it('says the password is not stored after a CalDAV or iCloud read', async () => {
    const caldav = {
      provider: 'caldav',
      serverUrl: 'https://dav.example.com',
      username: 'ana',
      password: 'secret',
    } as const;
    expect(passwordGiven(caldav)).toBe(true);
    expect(passwordGiven({ provider: 'icloud', username: 'ana@icloud.com', password: 'abcd-efgh' })).toBe(
      true,
    );
    expect(passwordGiven(undefined)).toBe(false);
    expect(await summary(true)).toContain('Your password was used for this read only and is not stored.');
  });
});
