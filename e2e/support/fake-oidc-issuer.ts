// An external identity provider for the browser tests: a real oidc-provider in its own process, in one
// of two shapes (FAKE_OIDC_SHAPE).
//
//   auth0    Auth0's paths and habits: issuer with a trailing slash, /authorize with `audience` (mapped to
//            a resource indicator), /oauth/token, /.well-known/jwks.json, /userinfo answering for the API
//            access token, no end_session_endpoint but /v2/logout?returnTo=&client_id= checked against
//            the client's allowed logout URLs, the universal login form at /u/login/:uid.
//   generic  oidc-provider's own paths, issuer without a trailing slash (Keycloak-like): the e-mail
//            travels in the access token, RP-initiated logout at end_session_endpoint with
//            post_logout_redirect_uri and a confirmation page. With FAKE_OIDC_apiScope it makes an API
//            token only when the login asks for that scope, as Microsoft Entra does; otherwise always.
//
// Both: authorization code with PKCE, RS256 ID and access tokens, rotating refresh tokens only when
// offline_access is asked for, a short access token lifetime.
//   GET /e2e/token-requests   the grant types seen at the token endpoint, for the tests' assertions
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { generateKeyPairSync } from 'node:crypto';
import { createLocalJWKSet, jwtVerify, type JWK } from 'jose';
import Provider, { errors, type Configuration } from 'oidc-provider';

const shape = process.env.FAKE_OIDC_SHAPE === 'auth0' ? 'auth0' : 'generic';
const port = Number(process.env.FAKE_OIDC_PORT ?? 3395);
const clientId = process.env.FAKE_OIDC_CLIENT_ID ?? 'overlap-spa';
const audience = process.env.FAKE_OIDC_AUDIENCE ?? 'https://api.overlap.test';
const appOrigin = process.env.FAKE_OIDC_APP_ORIGIN ?? 'http://127.0.0.1:3396';
const origin = `http://127.0.0.1:${port}`;
const issuer = shape === 'auth0' ? `${origin}/` : origin;

/** Auth0's default is a day; ten minutes lets a test jump the browser's clock past it. */
const ACCESS_TOKEN_TTL_SECONDS = 600;
const apiScope = process.env.FAKE_OIDC_apiScope || 'read:meetings';
const apiScopeRequired = shape === 'generic' && Boolean(process.env.FAKE_OIDC_apiScope);

interface Account {
  sub: string;
  email: string;
  password: string;
  name: string;
}
const domain = shape === 'auth0' ? 'auth0.example.com' : 'oidc.example.com';
const accounts: Account[] = ['ana', 'admin', 'lou'].map((who, index) => ({
  sub:
    shape === 'auth0'
      ? `auth0|6500000000000000000000${index}`
      : `f1c0a6d2-0000-4000-8000-00000000000${index}`,
  email: `${who}@${domain}`,
  password: `${who} password`,
  name: `${who[0]!.toUpperCase()}${who.slice(1)} External`,
}));
const claimsOf = (account: Account) => ({
  sub: account.sub,
  email: account.email,
  email_verified: true,
  name: account.name,
  given_name: account.name.split(' ')[0],
  family_name: account.name.split(' ')[1],
});

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const signingKey = {
  ...(privateKey.export({ format: 'jwk' }) as JWK),
  kid: `${shape}-key`,
  use: 'sig',
  alg: 'RS256',
};
const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicJwk } = signingKey;
const ownKeys = createLocalJWKSet({ keys: [publicJwk] });

const loginPath = shape === 'auth0' ? '/u/login' : '/login-actions';
const returnUris = [appOrigin, `${appOrigin}/`];

const configuration: Configuration = {
  clients: [
    {
      client_id: clientId,
      application_type: 'web',
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      redirect_uris: returnUris,
      post_logout_redirect_uris: returnUris,
    },
  ],
  jwks: { keys: [signingKey] },
  cookies: { keys: [`${shape}-cookie-key-for-tests-only`] },
  claims: {
    openid: ['sub'],
    email: ['email', 'email_verified'],
    profile: ['name', 'given_name', 'family_name'],
  },
  conformIdTokenClaims: false,
  async findAccount(_ctx, sub) {
    const account = accounts.find((a) => a.sub === sub);
    if (!account) return undefined;
    return { accountId: account.sub, claims: async () => claimsOf(account) };
  },
  interactions: { url: (_ctx, interaction) => `${loginPath}/${interaction.uid}` },
  pkce: { required: () => true },
  extraParams: ['audience'],
  routes:
    shape === 'auth0'
      ? {
          authorization: '/authorize',
          token: '/oauth/token',
          jwks: '/.well-known/jwks.json',
          userinfo: '/userinfo',
          revocation: '/oauth/revoke',
        }
      : {},
  features: {
    devInteractions: { enabled: false },
    revocation: { enabled: true },
    userinfo: { enabled: true },
    rpInitiatedLogout:
      shape === 'auth0'
        ? { enabled: false }
        : {
            enabled: true,
            logoutSource: async (ctx, form) => {
              ctx.type = 'html';
              ctx.body = page(
                'Do you want to log out?',
                `${form.replace('<form', '<form id="op.logoutForm"')}<button form="op.logoutForm" name="logout" value="yes">Logout</button>`,
              );
            },
          },
    resourceIndicators: {
      enabled: true,
      // Auth0 makes an API token only when `audience` names the API, Entra only when a scope does.
      defaultResource: async (ctx) => {
        const scopes = String(ctx.oidc.params?.scope ?? '').split(' ');
        if (apiScopeRequired) return scopes.includes(apiScope) ? audience : (undefined as unknown as string);
        if (shape === 'generic') return audience;
        const asked = ctx.oidc.params?.audience;
        return typeof asked === 'string' ? asked : (undefined as unknown as string);
      },
      useGrantedResource: async () => true,
      getResourceServerInfo: async (_ctx, resource) => {
        if (resource !== audience) throw new errors.InvalidTarget();
        return {
          scope: apiScope,
          audience,
          accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS,
          accessTokenFormat: 'jwt',
          jwt: { sign: { alg: 'RS256' } },
        };
      },
    },
  },
  // oidc-provider keeps offline_access only with prompt=consent; Auth0 and Keycloak give a refresh token
  // to an application allowed the refresh_token grant without one (the request is checked by the test).
  issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
  // Keycloak puts the profile into the access token; Auth0 leaves it to /userinfo.
  async extraTokenClaims(_ctx, token) {
    if (shape !== 'generic' || !('accountId' in token)) return undefined;
    const account = accounts.find((a) => a.sub === token.accountId);
    return account ? { email: account.email, email_verified: true, name: account.name } : undefined;
  },
  async loadExistingGrant(ctx) {
    const { session, client, params } = ctx.oidc;
    if (!session?.accountId || !client) return undefined;
    const grantId = session.grantIdFor(client.clientId);
    const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
    // A first-party application: consent is implied for whatever it asks.
    const grant =
      existing ?? new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
    grant.addOIDCScope(String(params?.scope ?? 'openid'));
    grant.addResourceScope(audience, apiScope);
    await grant.save();
    return grant;
  },
  ttl: {
    AccessToken: ACCESS_TOKEN_TTL_SECONDS,
    AuthorizationCode: 60,
    IdToken: 3600,
    Interaction: 3600,
    Session: 86_400,
    Grant: 86_400,
    RefreshToken: 86_400,
  },
};

const provider = new Provider(issuer, configuration);
const handleOidc = provider.callback();
const tokenRequests: { grantType: string }[] = [];
provider.on('grant.success', (ctx) => {
  tokenRequests.push({ grantType: String(ctx.oidc.params?.grant_type ?? '') });
});
provider.on('server_error', (_ctx, error) => console.error(error));

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>
<body><main><h1>${title}</h1>${body}</main></body></html>`;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function loginForm(uid: string, message = '', email = ''): string {
  const heading = shape === 'auth0' ? 'Welcome' : 'Sign in to your account';
  return page(
    heading,
    `${shape === 'auth0' ? '<p>Log in to overlap-test to continue to Overlap.</p>' : ''}
${message ? `<p role="alert">${escapeHtml(message)}</p>` : ''}
<form method="post" action="${loginPath}/${uid}">
  <label>Email address <input name="email" type="email" value="${escapeHtml(email)}" required></label>
  <label>Password <input name="password" type="password" required></label>
  <button type="submit">${shape === 'auth0' ? 'Continue' : 'Sign In'}</button>
</form>`,
  );
}

async function handleLogin(req: IncomingMessage, res: ServerResponse, uid: string) {
  const details = await provider.interactionDetails(req, res);
  if (details.uid !== uid) throw new Error('interaction mismatch');
  if (req.method === 'GET') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(loginForm(uid));
    return;
  }
  const form = new URLSearchParams(await readBody(req));
  const email = (form.get('email') ?? '').trim().toLowerCase();
  const account = accounts.find((a) => a.email === email && a.password === form.get('password'));
  if (!account) {
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(loginForm(uid, 'Wrong email or password.', email));
    return;
  }
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId: account.sub } },
    { mergeWithLastSubmission: false },
  );
}

/** Auth0's /userinfo takes the API access token it issued (its audience includes /userinfo there). */
async function handleUserinfo(req: IncomingMessage, res: ServerResponse) {
  const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  try {
    const { payload } = await jwtVerify(token ?? '', ownKeys, { issuer, audience, algorithms: ['RS256'] });
    const account = accounts.find((a) => a.sub === payload.sub);
    if (!account) throw new Error('unknown subject');
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(claimsOf(account)));
  } catch {
    res
      .writeHead(401, { 'content-type': 'application/json' })
      .end(JSON.stringify({ error: 'invalid_token' }));
  }
}

/** Auth0's logout: ends the session, then returns to `returnTo` if the client allows that address. */
async function handleV2Logout(req: IncomingMessage, res: ServerResponse, url: URL) {
  const returnTo = url.searchParams.get('returnTo');
  if (url.searchParams.get('client_id') !== clientId || !returnTo || !returnUris.includes(returnTo)) {
    res.writeHead(400, { 'content-type': 'text/plain' }).end('returnTo is not an allowed logout URL');
    return;
  }
  const ctx = provider.createContext(req, res);
  const session = await provider.Session.get(ctx);
  await session.destroy();
  res.setHeader(
    'set-cookie',
    ['_session', '_session.sig', '_session.legacy', '_session.legacy.sig'].map(
      (name) => `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; httponly`,
    ),
  );
  res.writeHead(302, { location: returnTo }).end();
}

createServer((req, res) => {
  const url = new URL(req.url ?? '/', origin);
  void (async () => {
    if (url.pathname === '/health') return void res.writeHead(200).end('ok');
    if (url.pathname === '/e2e/token-requests') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(tokenRequests));
      return;
    }
    const login = new RegExp(`^${loginPath}/([A-Za-z0-9_-]+)$`).exec(url.pathname);
    if (login) return handleLogin(req, res, login[1]!);
    // The server asks /userinfo (the browser does not), so it needs no CORS.
    if (shape === 'auth0' && url.pathname === '/userinfo') return handleUserinfo(req, res);
    if (shape === 'auth0' && url.pathname === '/v2/logout') return handleV2Logout(req, res, url);
    return handleOidc(req, res);
  })().catch((error: unknown) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500).end(String(error));
  });
}).listen(port, '127.0.0.1', () => console.log(`fake ${shape} issuer ready at ${issuer}`));
