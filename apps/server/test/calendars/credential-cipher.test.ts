import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  credentialKeyId,
  decryptCredential,
  encryptCredential,
  reencryptCredential,
} from '../../src/features/calendars/crypto/credential-cipher';
import {
  generateEncryptionKey,
  keyFromBase64,
  loadOrCreateKeyFile,
} from '../../src/features/calendars/crypto/encryption-key';

const oldKey = generateEncryptionKey('k1');
const newKey = generateEncryptionKey('k2');

describe('credential encryption', () => {
  it('round-trips a secret bound to its record', () => {
    const sealed = encryptCredential('refresh-token-123', 'conn_1', oldKey);
    expect(sealed.startsWith('k1:')).toBe(true);
    expect(sealed).not.toContain('refresh-token-123');
    expect(decryptCredential(sealed, 'conn_1', [oldKey])).toBe('refresh-token-123');
  });

  it('uses a fresh IV each time', () => {
    expect(encryptCredential('same', 'conn_1', oldKey)).not.toBe(encryptCredential('same', 'conn_1', oldKey));
  });

  it('refuses a tampered ciphertext', () => {
    const sealed = encryptCredential('app-password', 'conn_1', oldKey);
    const [id, iv, body] = sealed.split(':') as [string, string, string];
    const bytes = Buffer.from(body, 'base64url');
    bytes[0] = (bytes[0] as number) ^ 1;
    expect(() => decryptCredential(`${id}:${iv}:${bytes.toString('base64url')}`, 'conn_1', [oldKey])).toThrow(
      /failed authentication/,
    );
  });

  it('refuses a ciphertext moved to another record', () => {
    const sealed = encryptCredential('app-password', 'conn_1', oldKey);
    expect(() => decryptCredential(sealed, 'conn_2', [oldKey])).toThrow(/failed authentication/);
  });

  it('refuses a ciphertext relabelled with another key id', () => {
    const sealed = encryptCredential('app-password', 'conn_1', oldKey);
    const sameMaterialOtherId = { id: 'k9', material: oldKey.material };
    expect(() =>
      decryptCredential(sealed.replace(/^k1:/, 'k9:'), 'conn_1', [oldKey, sameMaterialOtherId]),
    ).toThrow(/failed authentication/);
  });

  it('rotation re-encrypts every credential onto the new key', () => {
    const rows = ['a', 'b', 'c'].map((id) => ({ id, secret: encryptCredential(`secret-${id}`, id, oldKey) }));
    const rotated = rows.map((row) => ({
      id: row.id,
      secret: reencryptCredential(row.secret, row.id, [oldKey], newKey),
    }));
    for (const row of rotated) {
      expect(credentialKeyId(row.secret)).toBe('k2');
      expect(decryptCredential(row.secret, row.id, [newKey])).toBe(`secret-${row.id}`);
      expect(() => decryptCredential(row.secret, row.id, [oldKey])).toThrow(/No key named k2/);
    }
    expect(reencryptCredential(rotated[0]!.secret, 'a', [newKey], newKey)).toBe(rotated[0]!.secret);
  });
});

describe('key loading', () => {
  const folders: string[] = [];
  afterAll(async () => {
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  it('reads a base64 key from configuration and rejects a short one', () => {
    const key = keyFromBase64('cfg', Buffer.alloc(32, 7).toString('base64'));
    expect(key.material.length).toBe(32);
    expect(() => keyFromBase64('cfg', Buffer.alloc(16).toString('base64'))).toThrow(/32 bytes/);
  });

  it('generates a key file with mode 0600 on first start and reuses it after', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'overlap-key-'));
    folders.push(folder);
    const file = join(folder, 'data', 'credential-key.json');
    const first = await loadOrCreateKeyFile(file);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const second = await loadOrCreateKeyFile(file);
    expect(second.id).toBe(first.id);
    expect(second.material.equals(first.material)).toBe(true);
    expect(await readFile(file, 'utf8')).toContain(first.material.toString('base64'));
  });

  it('gives racing first starts the same key', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'overlap-key-'));
    folders.push(folder);
    const file = join(folder, 'key.json');
    const keys = await Promise.all(Array.from({ length: 5 }, () => loadOrCreateKeyFile(file)));
    expect(new Set(keys.map((key) => key.material.toString('hex'))).size).toBe(1);
  });
});
