import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A real Radicale (Debian's package) on a free local port, with its own config and storage. */
export interface RadicaleServer {
  url: string;
  username: string;
  password: string;
  authorization: string;
  /** Creates a calendar collection (MKCALENDAR) for the test user and returns its URL. */
  createCalendar(slug: string, displayName: string): Promise<string>;
  stop(): Promise<void>;
}

function radicaleCommand(): string[] {
  if (spawnSync('radicale', ['--version'], { stdio: 'ignore' }).status === 0) return ['radicale'];
  if (spawnSync('python3', ['-c', 'import radicale'], { stdio: 'ignore' }).status === 0)
    return ['python3', '-m', 'radicale'];
  throw new Error(
    'Radicale is not installed: run `apt-get install -y radicale` (tests need a real CalDAV server).',
  );
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url: string, authorization: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Radicale exited with ${child.exitCode}:\n${log()}`);
    try {
      const response = await fetch(url, { method: 'PROPFIND', headers: { depth: '0', authorization } });
      await response.arrayBuffer();
      if (response.status === 207) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Radicale did not answer PROPFIND with 207 within 20 s:\n${log()}`);
}

export async function startRadicale(): Promise<RadicaleServer> {
  const [command, ...baseArgs] = radicaleCommand() as [string, ...string[]];
  const folder = await mkdtemp(join(tmpdir(), 'overlap-radicale-'));
  const port = await freePort();
  const username = 'ana';
  const password = 'correct horse battery';
  await writeFile(join(folder, 'users'), `${username}:${password}\n`, { mode: 0o600 });
  await writeFile(
    join(folder, 'config'),
    [
      '[server]',
      `hosts = 127.0.0.1:${port}`,
      '[auth]',
      'type = htpasswd',
      `htpasswd_filename = ${join(folder, 'users')}`,
      'htpasswd_encryption = plain',
      '[rights]',
      'type = owner_only',
      '[storage]',
      `filesystem_folder = ${join(folder, 'collections')}`,
      '[logging]',
      'level = warning',
      '',
    ].join('\n'),
  );
  const child = spawn(command, [...baseArgs, '--config', join(folder, 'config')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}/`;
  const authorization = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(folder, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(url, authorization, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url,
    username,
    password,
    authorization,
    async createCalendar(slug, displayName) {
      const calendarUrl = `${url}${username}/${slug}/`;
      const body = `<?xml version="1.0" encoding="utf-8"?>
<C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
  <D:set><D:prop>
    <D:displayname>${displayName}</D:displayname>
    <C:supported-calendar-component-set><C:comp name="VEVENT"/></C:supported-calendar-component-set>
  </D:prop></D:set>
</C:mkcalendar>`;
      const response = await fetch(calendarUrl, {
        method: 'MKCALENDAR',
        headers: { authorization, 'content-type': 'application/xml; charset=utf-8' },
        body,
      });
      await response.arrayBuffer();
      if (response.status !== 201) throw new Error(`MKCALENDAR ${calendarUrl} answered ${response.status}`);
      return calendarUrl;
    },
    stop,
  };
}
