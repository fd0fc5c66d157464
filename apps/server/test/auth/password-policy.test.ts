import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import { OidcFlow } from './support/oidc-flow';

describe('choosing a password at sign-up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  async function signUp(email: string, password: string) {
    const flow = new OidcFlow(t.app, '198.51.100.40');
    const page = await flow.start();
    return flow.request('POST', `${page}/signup`, { name: 'Olga Smith', email, password });
  }

  it.each(['password', '12345678', 'Password1', 'iloveyou', 'QWERTYUIOP'])(
    'refuses the common password %s and says why',
    async (password) => {
      const response = await signUp('olga.smith@example.com', password);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('This password is one of the most commonly used ones');
      expect(response.body).toContain('value="olga.smith@example.com"');
      // The password field takes the focus and is marked invalid; the name field does not.
      expect(response.body).toMatch(/<input id="password"[^>]* autofocus aria-invalid="true">/);
      expect(response.body).not.toMatch(/<input id="name"[^>]*autofocus/);
    },
  );

  it.each(['olga.smith@example.com', 'my olga.smith secret', 'OLGA.SMITH-2025'])(
    'refuses a password containing the e-mail address or its local part (%s)',
    async (password) => {
      const response = await signUp('olga.smith@example.com', password);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(
        'Your password must not contain your email address or the part before the @.',
      );
    },
  );

  it.each(['aaaaaaaa', 'zzzzzzzzzzzz', 'abcdefgh', 'zxcvbnmzxc', '19591959', 'sunshine2024'])(
    'refuses %s, a pattern quick to guess that no list holds, and says why',
    async (password) => {
      const response = await signUp('olga.smith@example.com', password);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('This password is quick to guess');
      expect(response.body).toMatch(/<input id="password"[^>]* autofocus aria-invalid="true">/);
    },
  );

  it.each([
    ['de', 'Dieses Passwort ist schnell erraten'],
    ['fr', 'Ce mot de passe se devine vite'],
    ['es', 'Esta contraseña se adivina enseguida'],
  ])('says so in the sign-up page’s language (%s)', async (locale, words) => {
    const flow = new OidcFlow(t.app, '198.51.100.41');
    flow.headers = { 'accept-language': locale };
    const page = await flow.start();
    const response = await flow.request('POST', `${page}/signup`, {
      name: 'Olga Smith',
      email: 'olga.smith@example.com',
      password: 'aaaaaaaa',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(words);
  });

  it('accepts an uncommon passphrase', async () => {
    const response = await signUp('olga.smith@example.com', 'lantern orbit marmalade');
    expect(response.statusCode).toBe(303);
  });
});
