import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  freePort,
  installedCommand,
  makeCalendar,
  spawnServer,
  type CalDavAccount,
  type CalDavTestServer,
} from './caldav-server';

export type RadicaleServer = CalDavTestServer;

export interface RadicaleOptions extends CalDavAccount {
  /** A fixed port (the browser tests' Radicale); a free one otherwise. */
  port?: number;
  /** A fixed storage folder, emptied first; a fresh temporary one otherwise. Removed when stopped. */
  folder?: string;
}

/**
 * A real Radicale (Debian's package) with one password-checked account, `ana` unless told otherwise. The
 * server tests and the browser tests (e2e/support/radicale-server.ts) both start it here.
 */
export async function startRadicale(account: RadicaleOptions = {}): Promise<RadicaleServer> {
  const command = installedCommand(
    [
      { command: ['radicale'], probe: ['radicale', '--version'] },
      { command: ['python3', '-m', 'radicale'], probe: ['python3', '-c', 'import radicale'] },
    ],
    'radicale',
  );
  const folder = account.folder ?? (await mkdtemp(join(tmpdir(), 'overlap-radicale-')));
  if (account.folder) {
    await rm(folder, { recursive: true, force: true });
    await mkdir(folder, { recursive: true });
  }
  const port = account.port ?? (await freePort());
  const username = account.username ?? 'ana';
  const password = account.password ?? 'correct horse battery';
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
  const url = `http://127.0.0.1:${port}/`;
  const authorization = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
  const process = await spawnServer({
    name: 'Radicale',
    command: [...command, '--config', join(folder, 'config')],
    folder,
    readyUrl: url,
    headers: { authorization },
  });
  const homeUrl = `${url}${encodeURIComponent(username)}/`;
  return {
    name: 'Radicale',
    url,
    username,
    password,
    authorization,
    checksPassword: true,
    principalUrl: homeUrl,
    homeUrl,
    createCalendar: (slug, displayName) => makeCalendar(`${homeUrl}${slug}/`, displayName, { authorization }),
    stop: () => process.stop(),
  };
}
