import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/i18n/catalogue-loader';
import { useLocaleStore } from '@/i18n/locale-store';
import { formToRequest } from '../lib/form-to-request';
import { completeDraft } from '../lib/meeting-form';
import { DurationField } from './duration-field';
import { ParticipantsField } from './participants-field';
import { WindowFields } from './window-fields';

const none = () => undefined;
// 31 December 2026, late evening UTC: already New Year's Day in Berlin.
const NOW = Date.parse('2026-12-31T23:30:00Z');

describe('the meeting form in German', () => {
  afterEach(() => useLocaleStore.setState({ locale: 'en' }));

  it('labels people, their language, the duration and the window in German', async () => {
    // The form's time-zone picker is shared, and speaks from the common catalogue.
    await Promise.all([loadCatalogue('de', 'meetings'), loadCatalogue('de', 'common')]);
    useLocaleStore.setState({ locale: 'de' });
    const form = completeDraft(
      {
        participants: [{ email: 'ana@example.com', name: 'Ana', required: true, locale: 'fr' }],
        allowedHours: { start: '09:00', end: '17:00' },
        duration: 90,
      },
      NOW,
      'Europe/Berlin',
    );
    const html = renderToString(
      <>
        <ParticipantsField participants={form.participants} errors={{}} onChange={none} />
        <DurationField value={form.duration} onChange={none} />
        <WindowFields form={form} errors={{}} onChange={none} />
      </>,
    );
    expect(html).toContain('Teilnehmende');
    expect(html).toContain('aria-label="Sprache von Teilnehmer/in 1"');
    expect(html).toContain('Sprache des Organisators');
    expect(html).toMatch(/<option value="fr" lang="fr" selected="">Français<\/option>/);
    expect(html).toContain('1 Std. 30 Min.');
    expect(html).toContain('Erlaubte Tage');
    expect(html).toContain('/>Mo</label>');
    expect(html).toContain('Antwort bis (optional)');
    expect(form.windowStartDate).toBe('2027-01-01');
    expect(html).not.toMatch(/Participants|Allowed days|Organizer&#x27;s language|>Mon</);
  });

  it('sends each chosen language with the person, and none for the organizer’s', () => {
    const form = completeDraft(
      {
        participants: [
          { email: 'ana@example.com', required: true, locale: 'de' },
          { email: 'ben@example.com', required: false },
        ],
      },
      NOW,
      'Europe/Berlin',
    );
    expect(formToRequest(form).participants).toEqual([
      { email: 'ana@example.com', required: true, locale: 'de' },
      { email: 'ben@example.com', required: false },
    ]);
  });
});
