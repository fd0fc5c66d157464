import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { API_KEYS_PER_USER } from '@overlap/contracts';
import { createApiKeyRepository } from '../../src/features/api-keys/api-key-repository';
import { signedInUser } from '../auth/support/signed-in-user';
import { KEY_SHAPE, keyAppForFile, PINNED, withKey } from './support/pinned-keys';

// Every request runs at a pinned instant (support/pinned-keys.ts).
const { bed, createKey } = keyAppForFile();

describe('creating and listing keys', () => {
  it('shows the secret once, and the list never again', async () => {
    const created = await createKey(bed.olga, 'Nightly report');
    expect(created.key).toMatch(KEY_SHAPE);
    expect(created.key.startsWith(`${created.prefix}_`)).toBe(true);
    expect(created).toMatchObject({ name: 'Nightly report', scopes: ['meetings:read', 'meetings:write'] });
    expect(created).toMatchObject({ createdAt: '2030-03-29T23:50:00.000Z', lastUsedAt: null });

    const list = await bed.t.app.inject({ url: '/api/api-keys', headers: bed.olga.headers });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const secret = created.key.slice(created.prefix.length + 1);
    expect(list.body).not.toContain(secret);
    const mine = list.json().find((k: { id: string }) => k.id === created.id);
    expect(mine).toEqual({
      id: created.id,
      name: 'Nightly report',
      prefix: created.prefix,
      scopes: ['meetings:read', 'meetings:write'],
      createdAt: '2030-03-29T23:50:00.000Z',
      lastUsedAt: null,
    });
    const others = await bed.t.app.inject({ url: '/api/api-keys', headers: bed.sam.headers });
    expect(others.json().map((k: { id: string }) => k.id)).not.toContain(created.id);
  });

  it('keeps only a SHA-256 hash in the database', async () => {
    const created = await createKey(bed.olga, 'Hash check');
    const rows = await bed.t.database.db.execute(`select * from api_keys where id = '${created.id}'`);
    const dump = JSON.stringify((rows as unknown as { rows: unknown[] }).rows);
    expect(dump).not.toContain(created.key);
    expect(dump).not.toContain(created.key.slice(-43));
    expect(dump).toContain(createHash('sha256').update(created.key).digest('hex'));
  });

  it.each([
    [{ name: '  ', scopes: ['meetings:read'] }, 'name', 'Give the key a name'],
    [{ name: 'x', scopes: [] }, 'scopes', 'Choose at least one scope'],
    [{ name: 'x', scopes: ['admin'] }, 'scopes.0', 'Scopes are meetings:read and meetings:write'],
    [{ name: 'x'.repeat(81), scopes: ['meetings:read'] }, 'name', 'at most 80 characters'],
    [{ name: 'a\u0007b', scopes: ['meetings:read'] }, 'name', 'Name'],
  ])('refuses %j with a message naming the field', async (payload, field, message) => {
    const res = await bed.t.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: bed.olga.headers,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    expect(res.json().fields[field]).toContain(message);
  });

  it('answers "taken" rather than failing when a minted public id exists already', async () => {
    const repository = createApiKeyRepository(bed.t.database.db);
    const userId: string = (await bed.t.app.inject({ url: '/api/me', headers: bed.sam.headers })).json().id;
    const base = { userId, name: 'Twin', scopes: ['meetings:read' as const], createdAt: new Date(PINNED) };
    const first = await repository.createWithin(
      { ...base, publicId: 'twintwin', secretHash: 'a'.repeat(64) },
      10,
    );
    expect(first).toMatchObject({ publicId: 'twintwin' });
    const second = await repository.createWithin(
      { ...base, publicId: 'twintwin', secretHash: 'b'.repeat(64) },
      10,
    );
    expect(second).toBe('taken');
  });

  it(`holds at most ${API_KEYS_PER_USER} active keys, also when asked at once`, async () => {
    const zed = await signedInUser(bed.t, 'zed@example.com', 'Zed Many');
    const answers = await Promise.all(
      Array.from({ length: API_KEYS_PER_USER + 3 }, (_, i) =>
        bed.t.app.inject({
          method: 'POST',
          url: '/api/api-keys',
          headers: zed.headers,
          payload: { name: `Key ${i}`, scopes: ['meetings:read'] },
        }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(API_KEYS_PER_USER);
    const refused = answers.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.json().code).toBe('api_key_limit');
    // Revoking one frees a place.
    const revoked = await bed.t.app.inject({
      method: 'DELETE',
      url: `/api/api-keys/${answers.find((r) => r.statusCode === 201)!.json().id}`,
      headers: zed.headers,
    });
    expect(revoked.statusCode).toBe(204);
    await createKey(zed, 'After revoking', ['meetings:read']);
  });
});

describe('what a key cannot reach', () => {
  it('cannot list, create or revoke keys', async () => {
    const created = await createKey(bed.olga, 'No minting');
    const headers = withKey(created.key);
    const attempts = [
      bed.t.app.inject({ url: '/api/api-keys', headers }),
      bed.t.app.inject({
        method: 'POST',
        url: '/api/api-keys',
        headers,
        payload: { name: 'Child', scopes: ['meetings:read'] },
      }),
      bed.t.app.inject({ method: 'DELETE', url: `/api/api-keys/${created.id}`, headers }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'api_key_not_allowed' });
    }
    const underV1 = await bed.t.app.inject({ method: 'POST', url: '/api/v1/api-keys', headers });
    expect(underV1.statusCode).toBe(404);
  });

  it('cannot reach bed.admin pages, even an bed.admin’s key, nor the web app’s own routes', async () => {
    const { key } = await createKey(bed.admin, 'Admin script');
    for (const url of ['/api/admin/analytics', '/api/meetings', '/api/me/settings']) {
      const res = await bed.t.app.inject({ url, headers: withKey(key) });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'api_key_not_allowed' });
    }
    expect(
      (await bed.t.app.inject({ url: '/api/v1/admin/analytics', headers: withKey(key) })).statusCode,
    ).toBe(404);
    expect(
      (await bed.t.app.inject({ url: '/api/admin/analytics', headers: bed.admin.headers })).statusCode,
    ).toBe(200);
  });
});
