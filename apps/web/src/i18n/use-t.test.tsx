import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { loadCatalogue } from './catalogue-loader';
import { useLocaleStore } from './locale-store';
import { translate } from './use-t';

describe('translate', () => {
  it('formats plurals and arguments in the current language, and returns the key when it is missing', async () => {
    await loadCatalogue('de', 'common');
    useLocaleStore.setState({ locale: 'de' });
    const t = translate('common');
    expect(t('languageLabel')).toBe('Sprache');
    expect(t('peopleCount', { count: 1 })).toBe('1 Person');
    expect(t('peopleCount', { count: 3 })).toBe('3 Personen');
    expect(t('nope' as never)).toBe('nope');
  });

  it('puts elements inside a message', async () => {
    await loadCatalogue('en', 'common');
    useLocaleStore.setState({ locale: 'en' });
    const html = renderToString(
      <p>{translate('common').rich('signedInAs', { name: <strong>Ana</strong> })}</p>,
    );
    expect(html).toBe('<p>Signed in as <strong>Ana</strong></p>');
  });
});
