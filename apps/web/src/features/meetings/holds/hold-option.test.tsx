import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/i18n/catalogue-loader';
import { useLocaleStore } from '@/i18n/locale-store';
import { HoldOption } from './hold-option';

const google = {
  provider: 'google',
  providerName: 'Google Calendar',
  calendars: [{ name: 'Work', writeTarget: true }],
};

function render(connections: unknown[]) {
  const client = new QueryClient();
  client.setQueryData(['/api/calendar-connections'], connections);
  return renderToString(
    <QueryClientProvider client={client}>
      <HoldOption checked onChange={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('Hold the top times on the request form', () => {
  afterEach(() => useLocaleStore.setState({ locale: 'en' }));

  it.each([
    ['en', 'nothing is held until you choose one under Connections'],
    ['de', 'Nichts wird vorgemerkt, bis Sie unter Verbindungen einen wählen'],
    ['fr', 'rien n’est réservé tant que vous n’en choisissez pas un dans Connexions'],
    ['es', 'no se reserva nada hasta que elijas uno en Conexiones'],
  ] as const)('in %s says nothing is held while no calendar takes new meetings', async (locale, note) => {
    await loadCatalogue(locale, 'meetings');
    useLocaleStore.setState({ locale });
    expect(render([])).toContain(note);
    expect(render([{ ...google, calendars: [{ name: 'Work', writeTarget: false }] }])).toContain(note);
    expect(render([google])).not.toContain(note);
  });
});
