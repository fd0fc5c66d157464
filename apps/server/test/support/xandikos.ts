import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  freePort,
  installedCommand,
  makeCalendar,
  spawnServer,
  type CalDavTestServer,
} from './caldav-server';

/**
 * A real Xandikos (Debian's package): principal `/user/`, calendars under `/user/calendars/`. It has no
 * authentication of its own (it is meant to sit behind a proxy that checks), so it ignores the password.
 */
export async function startXandikos(): Promise<CalDavTestServer> {
  const command = installedCommand(
    [
      { command: ['xandikos'], probe: ['xandikos', '--version'] },
      { command: ['python3', '-m', 'xandikos'], probe: ['python3', '-c', 'import xandikos'] },
    ],
    'xandikos',
  );
  const folder = await mkdtemp(join(tmpdir(), 'overlap-xandikos-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const username = 'user';
  const password = 'not checked';
  const authorization = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
  const process = await spawnServer({
    name: 'Xandikos',
    command: [...command, '-d', folder, '--autocreate', '-l', '127.0.0.1', '-p', String(port)],
    folder,
    readyUrl: `${url}user/`,
  });
  const homeUrl = `${url}user/calendars/`;
  return {
    name: 'Xandikos',
    url,
    username,
    password,
    authorization,
    checksPassword: false,
    principalUrl: `${url}user/`,
    homeUrl,
    createCalendar: (slug, displayName) => makeCalendar(`${homeUrl}${slug}/`, displayName, {}),
    stop: () => process.stop(),
  };
}
