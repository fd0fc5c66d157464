import type { MeetingDetailDto, ParticipantDto } from '@overlap/contracts/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/i18n/catalogue-loader';
import { useLocaleStore } from '@/i18n/locale-store';
import { ScheduledPeople } from './scheduled-people';

const person = (name: string, status: ParticipantDto['status'], declineNote: string | null = null) =>
  ({
    id: name,
    email: `${name.toLowerCase()}@example.com`,
    name,
    required: true,
    status,
    timeZone: 'Europe/Berlin',
    locale: null,
    answeredAt: null,
    answerDeletedAt: null,
    declineNote,
    response: 'needs-action',
    responseSource: null,
    responseAt: null,
    link: '',
  }) satisfies ParticipantDto;

/** A booked meeting: Ana answered and has not replied to the invitation yet; Ben declined the request. */
const booked = {
  id: 'm1',
  status: 'scheduled',
  chosenStart: '2026-11-17T10:00:00.000Z',
  chosenEnd: '2026-11-17T11:00:00.000Z',
  mailDelivery: 'smtp',
  delivery: null,
  participants: [person('Ana', 'responded'), person('Ben', 'declined', 'Away that week')],
} as unknown as MeetingDetailDto;

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
const render = (meeting = booked) =>
  text(
    renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <ScheduledPeople meeting={meeting} />
      </QueryClientProvider>,
    ),
  );

describe('the people of a booked meeting', () => {
  afterEach(() => useLocaleStore.setState({ locale: 'en' }));

  it('says who declined the request declined it, not that they have not replied to an invitation they never got', async () => {
    await loadCatalogue('en', 'meetings');
    const html = render();
    const ana = html.slice(html.indexOf('Ana'), html.indexOf('Ben'));
    const ben = html.slice(html.indexOf('Ben'));
    expect(ana).toContain('No reply');
    expect(ben).not.toContain('No reply');
    expect(ben).toContain('Declined the request “Away that week”');
  });

  it('says so in German too', async () => {
    await loadCatalogue('de', 'meetings');
    useLocaleStore.setState({ locale: 'de' });
    const ben = render().split('Ben')[1]!;
    expect(ben).not.toContain('Keine Antwort');
    expect(ben).toContain('Hat die Anfrage abgelehnt');
  });

  it('says whose answer the retention job deleted instead of "did not answer"', async () => {
    await loadCatalogue('en', 'meetings');
    const ana = { ...person('Ana', 'invited'), answerDeletedAt: '2026-12-17T11:00:00.000Z' };
    const html = render({ ...booked, status: 'cancelled', participants: [ana, person('Ben', 'invited')] });
    expect(html.slice(0, html.indexOf('Ben'))).toContain('Their answer to the request was deleted');
    expect(html.slice(0, html.indexOf('Ben'))).not.toContain('Did not answer');
    expect(html.slice(html.indexOf('Ben'))).toContain('Did not answer the request');
  });

  it('offers the only required person neither "Make optional" nor "Remove", and says why', async () => {
    await loadCatalogue('en', 'meetings');
    const ben = { ...person('Ben', 'responded'), required: false };
    const html = render({ ...booked, participants: [person('Ana', 'responded'), ben] });
    const ana = html.slice(html.indexOf('Ana'), html.indexOf('Ben'));
    expect(ana).toContain('The only required person');
    expect(ana).not.toContain('Make optional');
    expect(ana).not.toContain('Remove');
    expect(html.slice(html.indexOf('Ben'))).toContain('Make required');
  });
});
