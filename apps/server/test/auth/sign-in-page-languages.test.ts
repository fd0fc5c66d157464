import { LOCALES } from '@overlap/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TEXT_SOURCES } from '../../src/features/auth/interaction/auth-text';
import { startTestApp, type TestApp } from '../support/test-app';
import { OidcFlow } from './support/oidc-flow';

describe('sign-in pages in the reader’s language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  const flowIn = (acceptLanguage: string, ip: string) => {
    const flow = new OidcFlow(t.app, ip);
    flow.headers = { 'accept-language': acceptLanguage };
    return flow;
  };

  it('speaks the browser’s language on the sign-in page and in its errors', async () => {
    const flow = flowIn('de-DE,de;q=0.9,en;q=0.5', '198.51.100.61');
    const page = await flow.start();
    const shown = await flow.request('GET', page);
    expect(shown.body).toContain('<html lang="de">');
    expect(shown.body).toContain('<h1>Bei Overlap anmelden</h1>');
    expect(shown.body).toContain('Abbrechen und zurück zu Overlap');
    const refused = await flow.request('POST', `${page}/login`, {
      email: 'nobody@example.com',
      password: 'not the password',
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.body).toContain(
      'E-Mail-Adresse und Passwort passen nicht zusammen. Prüfen Sie beides und versuchen Sie es erneut.',
    );
  });

  it('prefers the app’s language (ui_locales) to the browser’s, down to the sign-up checks', async () => {
    const flow = flowIn('de', '198.51.100.62');
    const page = await flow.start({ ui_locales: 'fr' });
    const signUp = await flow.request('GET', `${page}?screen=signup`);
    expect(signUp.body).toContain('<h1>Créer votre compte Overlap</h1>');
    const weak = await flow.request('POST', `${page}/signup`, {
      name: 'Olga',
      email: 'olga@example.com',
      password: 'password',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toContain('Ce mot de passe fait partie des plus utilisés');
  });

  it('says an expired sign-in page in Spanish', async () => {
    const response = await t.app.inject({
      url: '/oidc/interaction/no-such-interaction',
      headers: { 'accept-language': 'es-MX' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('<html lang="es">');
    expect(response.body).toContain(
      'Esta página de inicio de sesión ha caducado o se abrió en otro navegador.',
    );
  });

  it('words the provider’s own error page in the browser’s language', async () => {
    const response = await t.app.inject({
      url: '/oidc/auth?client_id=unknown-client&response_type=code&scope=openid',
      headers: { 'accept-language': 'fr' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.body).toContain('<h1>Nous n’avons pas pu vous connecter</h1>');
    expect(response.body).toContain('Un problème est survenu.');
  });

  it('asks for sign-out in the language the app sends along (ui_locales)', async () => {
    const flow = flowIn('de', '198.51.100.63');
    const tokens = await flow.signUp('Lena', 'lena.logout@example.com', 'lantern orbit marmalade');
    const query = new URLSearchParams({ id_token_hint: tokens.id_token, ui_locales: 'es' });
    const response = await flow.request('GET', `/oidc/session/end?${query}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="es">');
    expect(response.body).toContain('<h1>Cerrando tu sesión…</h1>');
  });

  it('asks for sign-out in the browser’s language when there is no session to end', async () => {
    const flow = flowIn('de-DE,de;q=0.9', '198.51.100.64');
    const page = await flow.request('GET', '/oidc/session/end');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain('<h1>Sie werden abgemeldet …</h1>');
    expect(page.body).not.toContain('Your browser does not support JavaScript');
    const form =
      /<form id="op\.logoutForm" method="post" action="([^"]+)"><input type="hidden" name="xsrf" value="([^"]+)"/.exec(
        page.body,
      );
    expect(form).not.toBeNull();
    const confirmed = await flow.request('POST', new URL(form![1]!).pathname, {
      xsrf: form![2]!,
      logout: 'yes',
    });
    const signedOut = await flow.request('GET', new URL(confirmed.headers.location as string).pathname);
    expect(signedOut.body).toContain('<h1>Sie sind abgemeldet</h1>');
  });

  it('has every English key in every language', () => {
    for (const locale of LOCALES) {
      expect(Object.keys(AUTH_TEXT_SOURCES[locale]).sort(), locale).toEqual(
        Object.keys(AUTH_TEXT_SOURCES.en).sort(),
      );
    }
  });
});
