import { randomBytes } from 'node:crypto';
import { chmod, link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { assertValidKey, type EncryptionKey } from './credential-cipher';

/** Reads a key given in configuration as base64 (44 characters for 32 bytes). */
export function keyFromBase64(id: string, base64: string): EncryptionKey {
  const material = Buffer.from(base64.trim(), 'base64');
  const key = { id, material };
  assertValidKey(key);
  return key;
}

export function generateEncryptionKey(id = `k${randomBytes(4).toString('hex')}`): EncryptionKey {
  return { id, material: randomBytes(32) };
}

interface StoredKeyFile {
  id: string;
  key: string;
}

function parseKeyFile(text: string, filePath: string): EncryptionKey {
  let parsed: Partial<StoredKeyFile>;
  try {
    parsed = JSON.parse(text) as Partial<StoredKeyFile>;
  } catch {
    throw new Error(`Encryption key file ${filePath} is not valid JSON`);
  }
  if (typeof parsed.id !== 'string' || typeof parsed.key !== 'string') {
    throw new Error(`Encryption key file ${filePath} must hold {"id": "...", "key": "<base64>"}`);
  }
  return keyFromBase64(parsed.id, parsed.key);
}

/**
 * Impure: returns the key stored in `filePath`, creating it (owner-only, 0600) on first start. Two
 * processes racing on first start both end up with the file's key, never with two different keys.
 */
export async function loadOrCreateKeyFile(filePath: string): Promise<EncryptionKey> {
  try {
    return parseKeyFile(await readFile(filePath, 'utf8'), filePath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dirname(filePath), { recursive: true, mode: 0o700 });
  const key = generateEncryptionKey();
  const stored: StoredKeyFile = { id: key.id, key: key.material.toString('base64') };
  // Written aside and hard-linked into place: the link is atomic, so a racing reader never sees half a file.
  const draft = `${filePath}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(draft, `${JSON.stringify(stored)}\n`, { flag: 'wx', mode: 0o600 });
  try {
    // The umask can only remove bits, but be explicit in case the file system ignored the mode.
    await chmod(draft, 0o600);
    await link(draft, filePath);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return parseKeyFile(await readFile(filePath, 'utf8'), filePath);
  } finally {
    await unlink(draft);
  }
}
