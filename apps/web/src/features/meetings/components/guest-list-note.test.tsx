import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/i18n/catalogue-loader';
import { useLocaleStore } from '@/i18n/locale-store';
import { GuestListNote } from './guest-list-note';

describe('what guests see of each other', () => {
  afterEach(() => useLocaleStore.setState({ locale: 'en' }));

  it.each([
    ['en', 'Once the meeting is booked, guests see', 'Guests see who else is invited.'],
    ['de', 'Sobald der Termin gebucht ist', 'Die Gäste sehen, wer noch eingeladen ist.'],
    ['fr', 'Une fois la réunion réservée', 'Les invités voient qui d’autre est invité.'],
    ['es', 'Cuando la reunión esté reservada', 'Los invitados ven quién más está invitado.'],
  ] as const)(
    'in %s speaks of the booking as still to come only before it',
    async (locale, before, after) => {
      await loadCatalogue(locale, 'meetings');
      useLocaleStore.setState({ locale });
      expect(renderToString(<GuestListNote hidden={false} />)).toContain(before);
      const booked = renderToString(<GuestListNote hidden={false} booked />);
      expect(booked).toContain(after);
      expect(booked).not.toContain(before);
    },
  );
});
