import type { MeetingDetailDto } from '@overlap/contracts/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/i18n/catalogue-loader';
import { useLocaleStore } from '@/i18n/locale-store';
import { CalendarStatus } from './delivery-status';

const people = [
  { id: 'p-ana', name: 'Ana', email: 'ana@example.com' },
  { id: 'p-kai', name: 'Kai', email: 'refused-kai@example.com' },
  { id: 'p-lee', name: null, email: 'lee@example.com' },
];

/** A booked meeting with no calendar to write to, as the server sends it with or without a mail server. */
const booked = (mailDelivery: MeetingDetailDto['mailDelivery'], states: Record<string, string> = {}) =>
  ({
    mailDelivery,
    participants: people,
    delivery: {
      calendar: { state: 'no_calendar', calendarName: null, provider: null, message: null },
      invitationsFromCalendar: false,
      emails: Object.entries(states).map(([participantId, state]) => ({
        participantId,
        state,
        message: null,
        reason: null,
      })),
    },
  }) as unknown as MeetingDetailDto;

const render = (meeting: MeetingDetailDto) =>
  renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <ul>
        <CalendarStatus meeting={meeting} />
      </ul>
    </QueryClientProvider>,
  );

describe('CalendarStatus', () => {
  afterEach(() => useLocaleStore.setState({ locale: 'en' }));

  it('promises e-mailed invitations only when a mail server sends them', async () => {
    await loadCatalogue('en', 'meetings');
    expect(render(booked('smtp'))).toContain('carries the calendar invitation');
    const outbox = render(booked('outbox'));
    expect(outbox).not.toContain('carries the calendar invitation');
    expect(outbox).toContain('nobody gets the invitation by e-mail');
  });

  it('says the e-mails carry the invitation only of those that went, and names who did not get it', async () => {
    await loadCatalogue('en', 'meetings');
    const sent = render(booked('smtp', { 'p-ana': 'sent', 'p-kai': 'pending', 'p-lee': 'sent' }));
    expect(sent).toContain('Each e-mail with the time carries the calendar invitation.');
    const some = render(booked('smtp', { 'p-ana': 'sent', 'p-kai': 'failed', 'p-lee': 'failed' }));
    expect(some).not.toContain('Each participant');
    expect(some).toContain(
      'The e-mail to each person who received it carries the calendar invitation. Not received: Kai and lee@example.com.',
    );
    const none = render(booked('smtp', { 'p-ana': 'not_sent', 'p-kai': 'failed' }));
    expect(none).toContain(
      'No e-mail with the time reached anyone, so nobody has the calendar invitation yet',
    );
    expect(none).not.toContain('carries the calendar invitation');
  });

  it('says it in German too', async () => {
    await loadCatalogue('de', 'meetings');
    useLocaleStore.setState({ locale: 'de' });
    const some = render(booked('smtp', { 'p-ana': 'sent', 'p-kai': 'failed' }));
    expect(some).toContain(
      'Die E-Mail an jede Person, die sie erhalten hat, enthält die Kalendereinladung. Nicht erhalten: Kai.',
    );
  });
});
