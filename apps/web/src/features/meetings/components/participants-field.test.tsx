import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/i18n/catalogue-loader';
import { useLocaleStore } from '@/i18n/locale-store';
import { ParticipantsField } from './participants-field';

const none = () => undefined;
const rows = [
  { email: 'ana@example.com', name: 'Ana', required: true },
  { email: '', name: 'Ben', required: false },
  { email: '', name: '', required: true },
];

describe('a participant row’s remove button', () => {
  afterEach(() => useLocaleStore.setState({ locale: 'en' }));

  it.each([
    ['en', 'Remove ana@example.com (participant 1)', 'Remove Ben (participant 2)', 'Remove participant 3'],
    [
      'de',
      'ana@example.com entfernen (Teilnehmer/in 1)',
      'Ben entfernen (Teilnehmer/in 2)',
      'Teilnehmer/in 3 entfernen',
    ],
    [
      'fr',
      'Retirer ana@example.com (participant 1)',
      'Retirer Ben (participant 2)',
      'Retirer le participant 3',
    ],
    [
      'es',
      'Quitar a ana@example.com (participante 1)',
      'Quitar a Ben (participante 2)',
      'Quitar al participante 3',
    ],
  ] as const)('names the person it removes in %s, icon only as it is', async (locale, ...names) => {
    await Promise.all([loadCatalogue(locale, 'meetings'), loadCatalogue(locale, 'common')]);
    useLocaleStore.setState({ locale });
    const html = renderToString(<ParticipantsField participants={rows} errors={{}} onChange={none} />);
    for (const name of names) expect(html).toContain(`aria-label="${name}"`);
  });
});
