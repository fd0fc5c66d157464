import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';

/** A real CalDAV server (a Debian package) on a free loopback port, with its own storage. */
export interface CalDavTestServer {
  name: string;
  url: string;
  username: string;
  password: string;
  authorization: string;
  /** Radicale checks the password; Xandikos has no authentication of its own. */
  checksPassword: boolean;
  principalUrl: string;
  homeUrl: string;
  /** Creates a calendar collection (MKCALENDAR) for the test user and returns its URL. */
  createCalendar(slug: string, displayName: string): Promise<string>;
  stop(): Promise<void>;
}

export interface CalDavAccount {
  username?: string;
  password?: string;
}

/** The first of `commands` that runs with `probe`, or an error telling how to install `aptPackage`. */
export function installedCommand(
  candidates: { command: string[]; probe: string[] }[],
  aptPackage: string,
): string[] {
  for (const { command, probe } of candidates) {
    const [program, ...args] = probe as [string, ...string[]];
    if (spawnSync(program, args, { stdio: 'ignore' }).status === 0) return command;
  }
  throw new Error(
    `${aptPackage} is not installed: run \`apt-get install -y ${aptPackage}\` (tests need a real CalDAV server).`,
  );
}

export async function freePort(): Promise<number> {
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

export interface ServerProcess {
  stop(): Promise<void>;
}

/**
 * Spawns a server, waits until PROPFIND on `readyUrl` answers 207 (20 s at most), and stops it (and
 * removes `folder`) on failure or when asked.
 */
export async function spawnServer(options: {
  name: string;
  command: string[];
  folder: string;
  readyUrl: string;
  headers?: Record<string, string>;
}): Promise<ServerProcess> {
  const [program, ...args] = options.command as [string, ...string[]];
  // The server keeps the real clock when the tests run under a faked one (scripts/awkward-clock.sh):
  // Radicale's sync tokens go wrong when its own clock jumps back.
  const env = { ...process.env, LD_PRELOAD: undefined, FAKETIME: undefined };
  const child: ChildProcess = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(options.folder, { recursive: true, force: true });
  };
  try {
    const deadline = Date.now() + 20_000;
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(`${options.name} exited with ${child.exitCode}:\n${output}`);
      if (Date.now() > deadline)
        throw new Error(`${options.name} did not answer PROPFIND with 207 within 20 s:\n${output}`);
      try {
        const response = await fetch(options.readyUrl, {
          method: 'PROPFIND',
          headers: { depth: '0', ...options.headers },
        });
        await response.arrayBuffer();
        if (response.status === 207) break;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}

/** MKCALENDAR of a VEVENT calendar; both servers answer 201. */
export async function makeCalendar(
  calendarUrl: string,
  displayName: string,
  headers: Record<string, string>,
): Promise<string> {
  const body = `<?xml version="1.0" encoding="utf-8"?>
<C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
  <D:set><D:prop>
    <D:displayname>${displayName}</D:displayname>
    <C:supported-calendar-component-set><C:comp name="VEVENT"/></C:supported-calendar-component-set>
  </D:prop></D:set>
</C:mkcalendar>`;
  const response = await fetch(calendarUrl, {
    method: 'MKCALENDAR',
    headers: { ...headers, 'content-type': 'application/xml; charset=utf-8' },
    body,
  });
  await response.arrayBuffer();
  if (response.status !== 201) throw new Error(`MKCALENDAR ${calendarUrl} answered ${response.status}`);
  return calendarUrl;
}
