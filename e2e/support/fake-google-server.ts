// Google for the browser tests: the API tests' fake token endpoint and Calendar API
// (apps/server/test/support/fake-google.ts) behind a front that adds what only a browser meets, the
// consent screen, and checks the OAuth rules the API fake takes on trust: one-time codes bound to the
// redirect_uri and the PKCE challenge (the code_verifier must hash to it, S256).
//   GET  /o/oauth2/v2/auth   consent page with "Allow" / "Deny", back to redirect_uri with code or error
//   POST /token              checks code, redirect_uri and code_verifier, then asks the API fake
//   GET  /e2e/busy           the busy time of the two calendars (fixed at start, from the next UTC day)
//   GET  /e2e/exchanges      the code exchanges seen, for a test to assert PKCE was checked
//   POST /e2e/refuse?title=  refuses (403) event writes whose title contains it; DELETE: accepts them again
//   GET  /e2e/events?title=  the events Overlap wrote whose title contains it (title, status, times)
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { startFakeGoogle } from '../../apps/server/test/support/fake-google';

const port = Number(process.env.FAKE_GOOGLE_PORT ?? 3928);
const expectedRedirectUri = process.env.FAKE_GOOGLE_REDIRECT_URI ?? '';
/** The API fake's only client. */
const CLIENT_ID = 'google-client';
const PRIMARY = 'ana@example.com';
const TEAM = 'team@group.calendar.google.com';
const HOUR = 3_600_000;

interface ConsentRequest {
  redirectUri: string;
  state: string;
  codeChallenge: string;
  loginHint: string;
  scope: string;
}
interface IssuedCode {
  request: ConsentRequest;
  used: boolean;
}
interface Exchange {
  loginHint: string;
  outcome: 'pkce-verified' | 'refused';
  reason?: string;
}

const google = await startFakeGoogle();
const pending = new Map<string, ConsentRequest>();
const codes = new Map<string, IssuedCode>();
const exchanges: Exchange[] = [];
const refusedTitles = new Set<string>();

// Fixed at start from the next UTC midnight, so every test reading /e2e/busy expects the same blocks.
const tomorrow = Math.ceil(Date.now() / (24 * HOUR)) * 24 * HOUR;
const iso = (epoch: number) => new Date(epoch).toISOString();
const expectedBusy = {
  // An event in the primary calendar, which Overlap lists (events.list with the events.owned scope)...
  [PRIMARY]: [{ start: iso(tomorrow + 9 * HOUR), end: iso(tomorrow + 10.5 * HOUR) }],
  // ...and busy time of a calendar it may not list, which it asks freeBusy for.
  [TEAM]: [{ start: iso(tomorrow + 38 * HOUR), end: iso(tomorrow + 39 * HOUR) }],
};
Object.assign(google.busy, expectedBusy);
await seedEvent(PRIMARY, 'Dentist', expectedBusy[PRIMARY]![0]!);

/** Adds an event through the API fake itself, with a token from its own token endpoint. */
async function seedEvent(calendarId: string, summary: string, time: { start: string; end: string }) {
  const tokens = await fetch(google.tokenUrl, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: 'good-code',
      code_verifier: 'seed',
      client_id: CLIENT_ID,
      client_secret: 'google-secret',
    }),
  });
  const { access_token: token } = (await tokens.json()) as { access_token: string };
  const created = await fetch(`${google.apiBaseUrl}/calendars/${encodeURIComponent(calendarId)}/events`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ summary, start: { dateTime: time.start }, end: { dateTime: time.end } }),
  });
  if (!created.ok) throw new Error(`seeding ${summary} answered ${created.status}`);
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function send(res: ServerResponse, status: number, type: string, body: string) {
  res.writeHead(status, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-store' }).end(body);
}
const json = (res: ServerResponse, status: number, body: unknown) =>
  send(res, status, 'application/json', JSON.stringify(body));

function errorPage(res: ServerResponse, message: string) {
  send(
    res,
    400,
    'text/html',
    `<!doctype html><title>Error 400</title><h1>Error 400: invalid_request</h1><p>${escapeHtml(message)}</p>`,
  );
}

function consentPage(res: ServerResponse, id: string, request: ConsentRequest) {
  const scopes = request.scope
    .split(' ')
    .map((scope) => `<li>${escapeHtml(scope)}</li>`)
    .join('');
  const button = (decision: string) =>
    `<form method="post" action="/o/oauth2/v2/auth/decision"><input type="hidden" name="id" value="${id}">` +
    `<input type="hidden" name="decision" value="${decision}"><button type="submit">${decision === 'allow' ? 'Allow' : 'Deny'}</button></form>`;
  send(
    res,
    200,
    'text/html',
    `<!doctype html><html lang="en"><title>Sign in - Google Accounts</title>
<h1>Overlap wants to access your Google Account</h1>
<p>${escapeHtml(request.loginHint || PRIMARY)}</p>
<p>This will allow Overlap to:</p><ul aria-label="Requested access">${scopes}</ul>
${button('deny')}${button('allow')}</html>`,
  );
}

function back(res: ServerResponse, request: ConsentRequest, params: Record<string, string>) {
  const url = new URL(request.redirectUri);
  for (const [name, value] of Object.entries({ ...params, state: request.state }))
    url.searchParams.set(name, value);
  res.writeHead(302, { location: url.href }).end();
}

function authorize(res: ServerResponse, query: URLSearchParams) {
  const redirectUri = query.get('redirect_uri') ?? '';
  // Like Google: a wrong client or redirect_uri never goes back to the caller.
  if (query.get('client_id') !== CLIENT_ID) return errorPage(res, 'The OAuth client was not found.');
  if (!redirectUri || (expectedRedirectUri && redirectUri !== expectedRedirectUri))
    return errorPage(res, `redirect_uri_mismatch: ${redirectUri}`);
  const missing = ['response_type', 'state', 'code_challenge', 'code_challenge_method', 'scope'].filter(
    (name) => !query.get(name),
  );
  if (missing.length > 0) return errorPage(res, `Missing required parameter: ${missing.join(', ')}`);
  if (query.get('response_type') !== 'code' || query.get('code_challenge_method') !== 'S256')
    return errorPage(res, 'Only response_type=code with code_challenge_method=S256 is accepted here.');
  const id = randomBytes(12).toString('base64url');
  const request: ConsentRequest = {
    redirectUri,
    state: query.get('state')!,
    codeChallenge: query.get('code_challenge')!,
    loginHint: query.get('login_hint') ?? '',
    scope: query.get('scope')!,
  };
  pending.set(id, request);
  consentPage(res, id, request);
}

function decide(res: ServerResponse, form: URLSearchParams) {
  const id = form.get('id') ?? '';
  const request = pending.get(id);
  if (!request) return errorPage(res, 'This consent page has expired.');
  pending.delete(id);
  if (form.get('decision') !== 'allow') return back(res, request, { error: 'access_denied' });
  const code = `4/${randomBytes(24).toString('base64url')}`;
  codes.set(code, { request, used: false });
  back(res, request, { code, scope: request.scope });
}

/** Answers a refusal itself, or the form the API fake accepts (its one fixed code) when all checks pass. */
function checkCodeExchange(form: URLSearchParams): { refusal: string } | { form: URLSearchParams } {
  const issued = codes.get(form.get('code') ?? '');
  const refuse = (reason: string) => {
    exchanges.push({ loginHint: issued?.request.loginHint ?? '', outcome: 'refused', reason });
    return { refusal: reason };
  };
  if (!issued) return refuse('unknown code');
  if (issued.used) return refuse('code already used');
  issued.used = true;
  if (form.get('redirect_uri') !== issued.request.redirectUri) return refuse('redirect_uri differs');
  const verifier = form.get('code_verifier') ?? '';
  if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier)) return refuse('code_verifier malformed');
  if (createHash('sha256').update(verifier).digest('base64url') !== issued.request.codeChallenge)
    return refuse('code_verifier does not match code_challenge');
  exchanges.push({ loginHint: issued.request.loginHint, outcome: 'pkce-verified' });
  const forwarded = new URLSearchParams(form);
  forwarded.set('code', 'good-code');
  return { form: forwarded };
}

async function forward(req: IncomingMessage, res: ServerResponse, url: URL, body: string) {
  const headers = new Headers();
  for (const name of ['content-type', 'authorization', 'if-match', 'accept']) {
    const value = req.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  const answer = await fetch(`${google.url}${url.pathname}${url.search}`, {
    method: req.method ?? 'GET',
    headers,
    ...(req.method === 'GET' || req.method === 'HEAD' ? {} : { body }),
  });
  const text = await answer.text();
  res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
  res.end(text);
}

async function handle(req: IncomingMessage, res: ServerResponse, body: string) {
  const url = new URL(req.url ?? '/', 'http://fake-google');
  if (url.pathname === '/health') return send(res, 200, 'text/plain', 'ok');
  if (url.pathname === '/e2e/busy') return json(res, 200, expectedBusy);
  if (url.pathname === '/e2e/exchanges') return json(res, 200, exchanges);
  if (url.pathname === '/e2e/refuse') {
    const title = url.searchParams.get('title') ?? '';
    if (req.method === 'DELETE') refusedTitles.delete(title);
    else refusedTitles.add(title);
    return json(res, 200, [...refusedTitles]);
  }
  if (url.pathname === '/e2e/events') {
    const title = url.searchParams.get('title') ?? '';
    const events = google
      .written()
      .filter((event) => String(event.summary ?? '').includes(title))
      .map((event) => ({ title: event.summary, status: event.status, start: event.start, end: event.end }));
    return json(res, 200, events);
  }
  // Each browser test refuses only writes of its own meeting (by title): the others run side by side.
  if (/^\/calendar\/v3\/calendars\/[^/]+\/events/.test(url.pathname) && req.method !== 'GET') {
    const summary = body ? String((JSON.parse(body) as { summary?: unknown }).summary ?? '') : '';
    if ([...refusedTitles].some((title) => title && summary.includes(title)))
      return json(res, 403, {
        error: {
          code: 403,
          message: 'The caller does not have permission',
          errors: [{ domain: 'global', reason: 'forbidden', message: 'Forbidden' }],
        },
      });
  }
  if (url.pathname === '/o/oauth2/v2/auth' && req.method === 'GET') return authorize(res, url.searchParams);
  if (url.pathname === '/o/oauth2/v2/auth/decision' && req.method === 'POST')
    return decide(res, new URLSearchParams(body));
  if (url.pathname === '/token' && req.method === 'POST') {
    const form = new URLSearchParams(body);
    if (form.get('grant_type') === 'authorization_code') {
      const checked = checkCodeExchange(form);
      if ('refusal' in checked)
        return json(res, 400, { error: 'invalid_grant', error_description: checked.refusal });
      return forward(req, res, url, checked.form.toString());
    }
  }
  // The API fake keeps one event store for all calendars; the shared one is free/busy only, as with a
  // calendar the account does not own under the events.owned scope.
  if (url.pathname === `/calendar/v3/calendars/${encodeURIComponent(TEAM)}/events`)
    return json(res, 403, {
      error: {
        code: 403,
        message: 'Request had insufficient authentication scopes.',
        errors: [{ domain: 'global', reason: 'insufficientPermissions', message: 'Insufficient Permission' }],
      },
    });
  return forward(req, res, url, body);
}

createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    handle(req, res, Buffer.concat(chunks).toString('utf8')).catch((error: unknown) => {
      json(res, 502, { error: { code: 502, message: String(error) } });
    });
  });
}).listen(port, '127.0.0.1');
