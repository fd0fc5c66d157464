import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, defaultQueryFn, onTokenGetterCleared, setTokenGetter } from './api-request';
import { useLocaleStore } from '@/i18n';
import { HttpError } from './http-error';

function answer(status: number, body: unknown, statusText = '') {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(body === undefined ? null : JSON.stringify(body), { status, statusText }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setTokenGetter(null);
});

describe('apiRequest', () => {
  it('needs a token getter', async () => {
    await expect(apiRequest('GET', '/api/me')).rejects.toThrow(
      'Authentication required: No token getter available',
    );
  });

  it('reports a failed token retrieval', async () => {
    setTokenGetter(() => Promise.reject(new Error('login_required')));
    await expect(apiRequest('GET', '/api/me')).rejects.toThrow('Failed to obtain authentication token');
  });

  it('sends the bearer token and JSON, with a body only for POST, PATCH, PUT and DELETE', async () => {
    setTokenGetter(async () => 'tok');
    const fetchMock = answer(200, { ok: true });
    await expect(apiRequest('put', '/api/me/settings', { a: 1 })).resolves.toEqual({ ok: true });
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({
      method: 'PUT',
      headers: { authorization: 'Bearer tok', 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    // Deleting an account carries the typed address as its confirmation.
    await apiRequest('DELETE', '/api/me', { email: 'ana@example.com' });
    expect(fetchMock.mock.calls[1]![1]?.body).toBe('{"email":"ana@example.com"}');
    await apiRequest('GET', '/api/x', { a: 1 });
    expect(fetchMock.mock.calls[2]![1]?.body).toBeUndefined();
  });

  it('adds the extra headers it is given, never in place of the token', async () => {
    setTokenGetter(async () => 'tok');
    const fetchMock = answer(200, {});
    await apiRequest('GET', '/api/me', undefined, { 'accept-language': 'fr', authorization: 'Bearer x' });
    expect(fetchMock.mock.calls[0]![1]?.headers).toEqual({
      'accept-language': 'fr',
      authorization: 'Bearer tok',
      'content-type': 'application/json',
    });
  });

  it('clears the token getter on 401 and says the session expired', async () => {
    setTokenGetter(async () => 'tok');
    const cleared = vi.fn();
    const stop = onTokenGetterCleared(cleared);
    answer(401, { error: 'whatever' });
    await expect(apiRequest('GET', '/api/me')).rejects.toThrow(
      'Authentication expired. Please log in again.',
    );
    expect(cleared).toHaveBeenCalled();
    await expect(apiRequest('GET', '/api/me')).rejects.toThrow('No token getter available');
    stop();
  });

  it("uses the server's error field, or the status line", async () => {
    setTokenGetter(async () => 'tok');
    answer(403, { error: 'Admin privileges are required.' });
    const error = await apiRequest('GET', '/api/admin/analytics').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 403, message: 'Admin privileges are required.' });
    answer(502, undefined, 'Bad Gateway');
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('HTTP 502: Bad Gateway');
  });
});

describe('apiRequest in German', () => {
  afterEach(() => useLocaleStore.setState({ locale: 'en' }));

  it('words a network failure and a server error in the person’s language', async () => {
    useLocaleStore.setState({ locale: 'de' });
    setTokenGetter(async () => 'tok');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest('GET', '/api/me')).rejects.toThrow(
      'Overlap ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    );
    answer(403, { code: 'forbidden', error: 'Admin privileges are required.' });
    const error = await apiRequest('GET', '/api/admin/analytics').catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 403,
      message: 'Dafür sind Administratorrechte nötig.',
      details: { code: 'forbidden', serverMessage: 'Admin privileges are required.' },
    });
  });
});

describe('defaultQueryFn', () => {
  it('GETs the first element of the query key', async () => {
    setTokenGetter(async () => 'tok');
    const fetchMock = answer(200, { id: 1 });
    await expect(defaultQueryFn({ queryKey: ['/api/me'] })).resolves.toEqual({ id: 1 });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/me');
  });

  it('refuses a key that does not start with a URL', () => {
    expect(() => defaultQueryFn({ queryKey: [42] })).toThrow('Invalid query key format');
  });
});
