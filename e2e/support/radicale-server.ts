// A real CalDAV server for the browser tests: Debian's Radicale with its own config and storage in
// RADICALE_FOLDER (wiped at start), one user with a plain htpasswd password, and two empty calendars,
// "Personal" and "Team meetings". Runs until Playwright stops it.
import { spawn, spawnSync } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { RADICALE_USER } from './radicale-account';

const port = Number(process.env.RADICALE_PORT ?? 3929);
const folder = resolve(process.env.RADICALE_FOLDER ?? `../.tmp/e2e-radicale-${port}`);
const base = `http://127.0.0.1:${port}`;
const authorization = `Basic ${Buffer.from(`${RADICALE_USER.username}:${RADICALE_USER.password}`).toString('base64')}`;

function command(): string[] {
  if (spawnSync('radicale', ['--version'], { stdio: 'ignore' }).status === 0) return ['radicale'];
  if (spawnSync('python3', ['-c', 'import radicale'], { stdio: 'ignore' }).status === 0)
    return ['python3', '-m', 'radicale'];
  throw new Error(
    'Radicale is not installed: run `apt-get install -y radicale` (scripts/ensure-test-services.sh).',
  );
}

await rm(folder, { recursive: true, force: true });
await mkdir(folder, { recursive: true });
await writeFile(join(folder, 'users'), `${RADICALE_USER.username}:${RADICALE_USER.password}\n`, {
  mode: 0o600,
});
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

const [program, ...args] = command() as [string, ...string[]];
const child = spawn(program, [...args, '--config', join(folder, 'config')], {
  stdio: ['ignore', 'inherit', 'inherit'],
});
child.on('exit', (code) => process.exit(code ?? 1));
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => child.kill(signal));

async function ready() {
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      const response = await fetch(`${base}/`, {
        method: 'PROPFIND',
        headers: { depth: '0', authorization },
      });
      await response.arrayBuffer();
      if (response.status === 207) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`Radicale did not answer on ${base}`);
}

async function makeCalendar(slug: string, displayName: string) {
  const response = await fetch(`${base}/${RADICALE_USER.username}/${slug}/`, {
    method: 'MKCALENDAR',
    headers: { authorization, 'content-type': 'application/xml; charset=utf-8' },
    body: `<?xml version="1.0" encoding="utf-8"?>
<C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
  <D:set><D:prop>
    <D:displayname>${displayName}</D:displayname>
    <C:supported-calendar-component-set><C:comp name="VEVENT"/></C:supported-calendar-component-set>
  </D:prop></D:set>
</C:mkcalendar>`,
  });
  await response.arrayBuffer();
  if (response.status !== 201) throw new Error(`MKCALENDAR ${slug} answered ${response.status}`);
}

try {
  await ready();
  await makeCalendar('personal', 'Personal');
  await makeCalendar('team-meetings', 'Team meetings');
  // Playwright waits for this line (webServer.wait), so tests never see Radicale without its calendars.
  console.log(`Radicale ready at ${base}/ with 2 calendars`);
} catch (error) {
  console.error(error);
  child.kill('SIGTERM');
  process.exit(1);
}
