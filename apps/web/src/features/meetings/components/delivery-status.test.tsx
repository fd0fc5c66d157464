import type { MeetingDetailDto } from '@overlap/contracts/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/i18n/catalogue-loader';
import { CalendarStatus } from './delivery-status';

/** A booked meeting with no calendar to write to, as the server sends it with or without a mail server. */
const booked = (mailDelivery: MeetingDetailDto['mailDelivery']) =>
  ({
    mailDelivery,
    delivery: {
      calendar: { state: 'no_calendar', calendarName: null, provider: null, message: null },
      invitationsFromCalendar: false,
      emails: [],
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
  it('promises e-mailed invitations only when a mail server sends them', async () => {
    await loadCatalogue('en', 'meetings');
    expect(render(booked('smtp'))).toContain('carries the calendar invitation');
    const outbox = render(booked('outbox'));
    expect(outbox).not.toContain('carries the calendar invitation');
    expect(outbox).toContain('nobody gets the invitation by e-mail');
  });
});
