import type { CalDavAccount, CalDavTestServer } from './caldav-server';
import { startRadicale } from './radicale';
import { startXandikos } from './xandikos';

/** Every CalDAV server the CalDAV tests run against: `describe.each(calDavServers)('$name', …)`. */
export const calDavServers: {
  name: string;
  start: (account?: CalDavAccount) => Promise<CalDavTestServer>;
}[] = [
  { name: 'Radicale', start: (account) => startRadicale(account) },
  { name: 'Xandikos', start: () => startXandikos() },
];
