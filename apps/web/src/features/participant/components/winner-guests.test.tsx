import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/i18n/catalogue-loader';
import { useLocaleStore } from '@/i18n/locale-store';
import { WinnerGuests } from './winner-guests';

const guests = [
  { name: 'Ana Ruiz', email: 'ana@example.com', required: true, response: 'accepted', you: true },
  { name: null, email: 'cy@example.com', required: false, response: 'needs-action', you: false },
  { name: 'Dee Park', email: 'dee@example.com', required: true, response: 'declined', you: false },
] as const;

describe('who is invited, on a guest’s page', () => {
  afterEach(() => useLocaleStore.setState({ locale: 'en' }));

  it('lists each person with their answer, the reader and the optional marked, in German', async () => {
    await loadCatalogue('de', 'participant');
    useLocaleStore.setState({ locale: 'de' });
    const html = renderToString(<WinnerGuests guests={[...guests]} organizer="Olga" />);
    expect(html).toContain('Wer eingeladen ist');
    expect(html).toContain('Ana Ruiz (Sie)');
    expect(html).toMatch(/cy@example\.com<\/span><span[^>]*>optional<\/span>/);
    expect(html).toContain('Noch keine Antwort');
    expect(html).toContain('Kommt');
    expect(html).toContain('Kann nicht');
    expect(html).not.toMatch(/Coming|No reply|\(you\)/);
  });

  it('says only that the list is private when the organizer hides it', async () => {
    await loadCatalogue('fr', 'participant');
    useLocaleStore.setState({ locale: 'fr' });
    const html = renderToString(<WinnerGuests guests={null} organizer="Olga" />);
    expect(html).toContain('Olga garde la liste des invités privée.');
    expect(html).not.toContain('@example.com');
  });
});
