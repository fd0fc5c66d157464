import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config/env';
import { installedDatabase } from '../support/installed-database';
import { createTestDatabase } from '../support/test-database';

it('finishes in-flight requests when closing and refuses new ones', async () => {
  const database = await createTestDatabase();
  const server = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), database });
  // A deliberately slow route, registered only in this test, stands for any long request.
  server.get('/api/test/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    return { done: true };
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  const base = `http://127.0.0.1:${address.port}`;

  const slow = fetch(`${base}/api/test/slow`).then(async (r) => ({
    status: r.status,
    body: await r.json(),
  }));
  await new Promise((resolve) => setTimeout(resolve, 100));
  const closing = server.close();
  const slowResult = await slow;
  expect(slowResult).toEqual({ status: 200, body: { done: true } });
  await closing;
  await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  await database.close();
});

it('exits cleanly on SIGTERM', async () => {
  const root = fileURLToPath(new URL('../../../../', import.meta.url));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'overlap-shutdown-'));
  const installed = await installedDatabase(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      DATABASE_URL: installed.DATABASE_URL,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 50_000);
    child.stdout.on('data', () => {
      if (output.includes('Overlap is running')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  child.kill('SIGTERM');
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  await installed.remove();
  expect(code).toBe(0);
  expect(output).toContain('shutdown complete');
});

it('refuses to start with a bad setting and names it', async () => {
  const root = fileURLToPath(new URL('../../../../', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: 'not-a-port' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += String(chunk)));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  expect(code).toBe(1);
  expect(stderr).toContain('PORT="not-a-port": use a whole number between 1 and 65535');
  expect(stderr).toContain('docs/self-hosting.md');
});
