import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/i18n/catalogue-loader';
import { useLocaleStore } from '@/i18n/locale-store';
import { AutoScheduleOption } from './auto-schedule-option';

const render = (checked: boolean, rule: Parameters<typeof AutoScheduleOption>[0]['rule']) =>
  renderToString(<AutoScheduleOption checked={checked} rule={rule} onChange={() => undefined} />);

describe('the Auto-schedule box on the request form', () => {
  afterEach(() => useLocaleStore.setState({ locale: 'en' }));

  it.each([
    ['en', 'every required person has answered', 'once everyone has answered, or at the deadline'],
    [
      'de',
      'sobald alle erforderlichen Personen geantwortet haben',
      'sobald alle geantwortet haben, oder zur Frist',
    ],
    [
      'fr',
      'dès que toutes les personnes requises ont répondu',
      'dès que tout le monde a répondu, ou à la date limite',
    ],
    [
      'es',
      'hayan respondido todas las personas obligatorias',
      'cuando todos han respondido, o en la fecha límite',
    ],
  ] as const)(
    'in %s says when it books under the rule chosen below it',
    async (locale, required, everyone) => {
      await loadCatalogue(locale, 'meetings');
      useLocaleStore.setState({ locale });
      for (const html of [render(false, 'at-least'), render(true, 'everyone-required'), render(true, null)]) {
        expect(html).toContain(required);
        expect(html).not.toContain(everyone);
      }
      for (const rule of ['at-least', 'required-plus', 'most-possible'] as const) {
        const html = render(true, rule);
        expect(html).toContain(everyone);
        expect(html).not.toContain(required);
      }
    },
  );
});
