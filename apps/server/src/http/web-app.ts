import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { acceptsGzip } from './accepts-gzip';
import { robotsTxt, sitemapXml } from './crawler-files';
import { guestPageHtml, readGuestPage, type GuestGreetingOf } from './guest-page';
import { createPublicUrlRedirect } from './public-url-redirect';

const HASHED_ASSET = /\/assets\/.+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+(\.br|\.gz)?$/;
const PRERENDERED = 'prerendered';

/** The build's prerendered pages (scripts/prerender-web.mjs): path → file in dist/prerendered. */
function readPrerenderedPages(distDir: string): Map<string, string> {
  const list = path.join(distDir, PRERENDERED, 'pages.json');
  if (!existsSync(list)) return new Map();
  const pages = JSON.parse(readFileSync(list, 'utf8')) as Record<string, string>;
  return new Map(Object.entries(pages).map(([route, file]) => [route, `${PRERENDERED}/${file}`]));
}

/** The sign-in redirect's return to the app; the app answers it with a spinner, not the page. */
function isLoginCallback(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('state') && (params.has('code') || params.has('error'));
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and any
 * unknown GET outside /api answered with index.html so that client routes survive a reload (a public page
 * with its prerendered HTML, when the build made one; the guest page in the reader's language with the
 * link's greeting filled in); a page asked
 * for by another host name than PUBLIC_URL's is redirected there, where sign-in works. `/robots.txt` and
 * `/sitemap.xml` list the public pages under PUBLIC_URL and keep crawlers out of everything personal.
 */
export async function registerWebApp(
  app: FastifyInstance,
  {
    distDir,
    publicUrl,
    guestGreetingOf,
  }: { distDir: string; publicUrl: string; guestGreetingOf?: GuestGreetingOf },
): Promise<void> {
  const redirectToPublicUrl = createPublicUrlRedirect(publicUrl, (message) => app.log.warn(message));
  const indexFile = path.join(distDir, 'index.html');
  const built = existsSync(indexFile);
  const prerendered = built ? readPrerenderedPages(distDir) : new Map<string, string>();
  const guestPage = built ? readGuestPage(distDir) : null;
  if (!built) app.log.warn({ distDir }, 'web app not built: run `npm run build` (npm start does it for you)');

  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        res.setHeader(
          'cache-control',
          HASHED_ASSET.test(filePath)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=0, must-revalidate',
        );
      },
    });
  }

  const robots = robotsTxt(publicUrl);
  const sitemap = sitemapXml(publicUrl);
  app.get('/robots.txt', (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );
  app.get('/sitemap.xml', (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemap),
  );

  // Built files have their own routes (registered by @fastify/static); this answers everything else.
  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api') return reply.callNotFound();
    if (!pathname.startsWith('/oidc') && redirectToPublicUrl(request, reply)) return reply;
    if (!built) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app has not been built yet. Run `npm run build`, or start with `npm start`.');
    }
    if (HASHED_ASSET.test(pathname)) return reply.callNotFound();
    const search = request.url.slice(pathname.length);
    if (guestPage && pathname === guestPage.route && !isLoginCallback(search)) {
      const token = new URLSearchParams(search).get('token')?.trim();
      // The page works without a greeting (the app then shows the meeting or the link's problem itself).
      const greeting =
        token && guestGreetingOf
          ? await guestGreetingOf(token).catch((error: unknown) => {
              request.log.warn({ err: error }, 'guest page greeting not read');
              return null;
            })
          : null;
      const { html, locale } = guestPageHtml(guestPage, request.headers['accept-language'], greeting);
      void reply
        .type('text/html; charset=utf-8')
        .header('content-language', locale)
        .header('vary', 'accept-language, accept-encoding')
        // A greeting names people: the page is then theirs alone, like the meeting's API answer.
        .header('cache-control', greeting ? 'no-store' : 'no-cache');
      if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(html);
      return reply.header('content-encoding', 'gzip').send(gzipSync(html));
    }
    const page = isLoginCallback(search) ? undefined : prerendered.get(pathname);
    return reply.header('cache-control', 'no-cache').sendFile(page ?? 'index.html');
  });
}
