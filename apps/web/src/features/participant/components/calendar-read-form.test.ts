import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/i18n/catalogue-loader';
import { useLocaleStore } from '@/i18n/locale-store';
import { prepareErrorTexts } from '@/lib/errors/error-texts';
import { validateCalendarForm } from './calendar-read-form';

describe('the calendar-read form’s own checks', () => {
  afterEach(() => useLocaleStore.setState({ locale: 'en' }));

  it('asks the iCloud form for the Apple ID its field is labelled with, and CalDAV for the username', async () => {
    await Promise.all([loadCatalogue('en', 'participant'), prepareErrorTexts('en')]);
    expect(
      validateCalendarForm({ provider: 'icloud', username: ' ', password: 'abcd-efgh-ijkl-mnop' }),
    ).toEqual({
      username: 'Enter your Apple ID',
    });
    expect(
      validateCalendarForm({
        provider: 'caldav',
        serverUrl: 'https://dav.example.com',
        username: '',
        password: 'x',
      }).username,
    ).toBe('Enter the username');
  });

  it('says so in German', async () => {
    await Promise.all([loadCatalogue('de', 'participant'), prepareErrorTexts('de')]);
    useLocaleStore.setState({ locale: 'de' });
    expect(validateCalendarForm({ provider: 'icloud', username: '', password: '' })).toEqual({
      username: 'Geben Sie Ihre Apple-ID ein',
      password: 'Geben Sie das Passwort ein',
    });
  });
});
