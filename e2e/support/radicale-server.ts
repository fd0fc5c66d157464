// A real CalDAV server for the browser tests: Debian's Radicale (started as the server tests start it)
// with its storage in RADICALE_FOLDER (wiped at start), one user with a plain htpasswd password, and two
// empty calendars, "Personal" and "Team meetings". Runs until Playwright stops it.
import { resolve } from 'node:path';
import { startRadicale } from '../../apps/server/test/support/radicale';
import { RADICALE_USER } from './radicale-account';

const port = Number(process.env.RADICALE_PORT ?? 3929);
const folder = resolve(process.env.RADICALE_FOLDER ?? `../.tmp/e2e-radicale-${port}`);

const radicale = await startRadicale({ ...RADICALE_USER, port, folder });
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => void radicale.stop().finally(() => process.exit(0)));
}
try {
  await radicale.createCalendar('personal', 'Personal');
  await radicale.createCalendar('team-meetings', 'Team meetings');
  // Playwright waits for this line (webServer.wait), so tests never see Radicale without its calendars.
  console.log(`Radicale ready at ${radicale.url} with 2 calendars`);
} catch (error) {
  console.error(error);
  await radicale.stop();
  process.exit(1);
}
