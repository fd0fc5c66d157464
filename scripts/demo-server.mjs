// The built server on a fresh embedded database seeded by the demo, on a free loopback port: what the
// Lighthouse bench and the README's picture look at. Builds first when there is no build.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl, server) {
  for (let i = 0; i < 900; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not answer /api/health within 180 s');
}

/**
 * Starts it and answers its address, what the demo printed (its account and links, on stderr) and a way
 * to stop it and delete its data. `dist` serves another build of the web app.
 */
export async function startDemoServer({ dist } = {}) {
  const webBuilt = dist || existsSync(path.join(root, 'apps/web/dist/index.html'));
  if (!webBuilt || !existsSync(path.join(root, 'apps/server/dist/main.js'))) {
    execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'overlap-demo-server-'));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
  };
  env.LOG_LEVEL = 'warn';
  delete env.DATABASE_URL;
  if (dist) env.WEB_DIST_DIR = path.resolve(dist);

  const demo = spawnSync(
    path.join(root, 'node_modules/.bin/tsx'),
    ['apps/server/src/features/demo/demo-cli.ts'],
    {
      cwd: root,
      env,
      encoding: 'utf8',
    },
  );
  const demoOutput = `${demo.stdout}${demo.stderr}`;
  // The compiled server, as `npm run serve` runs it.
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env,
    stdio: 'ignore',
    detached: true,
  });
  const stop = async () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await new Promise((r) => setTimeout(r, 1000));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, demoOutput, stop };
}
