import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GoogleCalendarProvider } from '../../src/features/calendars/google/google-adapter';
import { calendarLimits } from '../../src/features/calendars/ical/calendar-limits';
import { MicrosoftCalendarProvider } from '../../src/features/calendars/microsoft/microsoft-adapter';
import { OAuthSession } from '../../src/features/calendars/oauth/oauth-session';
import { isProviderError } from '../../src/features/calendars/provider-error';

/**
 * Google and Microsoft hand out events a page at a time: an answer that never stops paging (a broken or
 * hostile endpoint) must end as "too large", like a calendar file with too many events, not fill memory.
 */
const perPage = 1000;
let server: Server;
let base: string;
let pages = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    pages++;
    const url = new URL(req.url ?? '/', base);
    const n = Number(url.searchParams.get('n') ?? '0') + 1;
    const items = Array.from({ length: perPage }, (_, i) => ({ id: `e${n}-${i}`, status: 'confirmed' }));
    const body = url.pathname.startsWith('/graph')
      ? { value: items, '@odata.nextLink': `${base}/graph/next?n=${n}` }
      : { items, nextPageToken: `page-${n}` };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const session = () =>
  new OAuthSession(
    { clientId: 'c', authorizeUrl: `${base}/authorize`, tokenUrl: `${base}/token`, scopes: [] } as never,
    { accessToken: 'token', expiresAt: Date.UTC(2999, 0, 1) },
  );
const june = { start: Date.UTC(2024, 5, 1), end: Date.UTC(2024, 6, 1) };

async function failure(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    return error;
  }
  return null;
}

describe('a provider that pages without end', () => {
  const pagesToPassLimit = Math.ceil((calendarLimits.maxEvents + 1) / perPage);

  it('Microsoft: stops past the event limit with too-large', async () => {
    pages = 0;
    const provider = new MicrosoftCalendarProvider({ apiBaseUrl: `${base}/graph`, session: session() });
    const error = await failure(() => provider.readBusyTime(['cal'], june));
    expect(isProviderError(error, 'too-large')).toBe(true);
    expect(pages).toBe(pagesToPassLimit);
  });

  it('Google: stops past the event limit with too-large', async () => {
    pages = 0;
    const provider = new GoogleCalendarProvider({ apiBaseUrl: `${base}/google`, session: session() });
    const error = await failure(() => provider.syncBusy('cal', june));
    expect(isProviderError(error, 'too-large')).toBe(true);
    expect(pages).toBe(pagesToPassLimit);
  });
});
