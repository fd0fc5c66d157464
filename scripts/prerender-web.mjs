// Prerenders the web app after `vite build` (React's server renderer over the same routes and App as the
// browser), so that a page paints from its HTML and CSS before any of its JavaScript has arrived:
// - `/`: the landing page as a signed-out visitor first sees it. Its scripts are asked for once it has
//   painted (public/start-after-paint.js) and then hydrate it (src/main.tsx).
// - the guest page (/participant/availability): its heading and a skeleton of what is to come, as it
//   shows while the meeting loads, with public/guest-view-early.js asking for the meeting (the token is
//   in the address) at once; the app's scripts are asked for once it has painted, as the landing page's
//   (on a slow line they would share it with the CSS that paints it); the browser's first render draws
//   the same picture. One copy per language, and its greeting as templates (guest-page.json): the server answers a guest's
//   link in the reader's language with their greeting in place of its skeleton.
// - every other public page with a fixed path: the layout around "Loading...", which the browser's first
//   render replaces with the same picture; the entry and the page's own chunks download from the start
//   (modulepreload, low priority behind the CSS) instead of one after the other.
// Writes dist/prerendered/<page>.html and dist/prerendered/pages.json (path → file), which the server's
// web serving reads; any other path (signed-in pages, the sign-in return) gets the plain dist/index.html.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
const dist = path.join(web, 'dist');
// Inside the web app's folder, so that the bundle finds the packages it leaves external.
const ssrOut = path.join(web, 'node_modules/.cache/overlap-prerender');
const outDir = path.join(dist, 'prerendered');
const ROOT_DIV = '<div id="root"></div>';

const ssrBuild = spawnSync(
  'npx',
  [
    '--no-install',
    'vite',
    'build',
    '--ssr',
    'src/app/prerender.tsx',
    '--outDir',
    ssrOut,
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ],
  { cwd: web, stdio: 'inherit' },
);
if (ssrBuild.status !== 0) throw new Error('The prerender bundle did not build (see above).');
const { LOCALES, PUBLIC_PAGE_FILES, renderGreetingTemplate, renderLoadingPage, renderPage, renderShell } =
  await import(pathToFileURL(path.join(ssrOut, 'prerender.js')).href);

const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
if (!template.includes(ROOT_DIV)) throw new Error(`dist/index.html has no ${ROOT_DIV}`);
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

// Chunks the entry loads anyway (index.html already names them).
const inEntry = new Set();
collect('index.html', inEntry);

/** A manifest entry's file and the files it statically imports, depth first. */
function collect(key, into) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, into);
}

/** The page's own chunk and the chunks it imports that the entry does not. */
function pagePreloads(pageFile) {
  const key = `src/app/routes/${pageFile}.tsx`;
  if (!manifest[key]) throw new Error(`The build manifest has no chunk for ${key}`);
  const files = new Set();
  collect(key, files);
  return [...files].filter((file) => !inEntry.has(file)).map((file) => `/${file}`);
}

/**
 * Pages prerendered as their own loading screen: the address to render (any token: nothing is fetched
 * at build time) and the script that asks for their data early.
 */
const LOADING_PAGES = {
  '/participant/availability': {
    url: '/participant/availability?token=prerendered',
    early: '/guest-view-early.js',
  },
};

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+)">/g;

function preloadLinks(files, priority) {
  return files.map(
    (file) => `<link rel="modulepreload" fetchpriority="${priority}" crossorigin href="${file}">`,
  );
}

/**
 * The landing page ('page') is whole in its HTML: its scripts are asked for only after it has painted
 * (public/start-after-paint.js), and so are the guest page's, whose HTML holds its heading and greeting
 * (its early script asks for the meeting meanwhile). Any other loading shell needs its page's chunks:
 * they download from the start, at low priority, after the CSS that paints the shell.
 */
function documentFor(pageFile, kind, html, earlyScript, locale = 'en') {
  const [head, body] = template.split('</head>');
  if (!head.includes('<html lang="en">')) throw new Error('dist/index.html has no <html lang="en">');
  const entry = head.match(ENTRY_SCRIPT)?.[1];
  if (!entry) throw new Error('dist/index.html has no entry module script');
  const entryImports = [...head.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  const pageChunks = pagePreloads(pageFile);
  let scripts;
  if (kind === 'page' || earlyScript) {
    const preload = [...entryImports, ...pageChunks].join(' ');
    scripts = [
      ...(earlyScript ? [`<script async src="${earlyScript}"></script>`] : []),
      `<script defer src="/start-after-paint.js" data-entry="${entry}" data-preload="${preload}"></script>`,
    ].join('\n    ');
  } else {
    scripts = [
      `<script type="module" fetchpriority="low" crossorigin src="${entry}"></script>`,
      ...preloadLinks([...entryImports, ...pageChunks], 'low'),
    ].join('\n    ');
  }
  const newHead = head
    .replace('<html lang="en">', `<html lang="${locale}">`)
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, () => scripts);
  const root = `<div id="root" data-prerendered="${kind}">${html}</div>`;
  return `${newHead}</head>${body.replace(ROOT_DIV, () => root)}`;
}

for (const route of Object.keys(LOADING_PAGES)) {
  if (!PUBLIC_PAGE_FILES[route]) throw new Error(`No public page at ${route} to prerender`);
}
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const pages = {};
for (const [route, pageFile] of Object.entries(PUBLIC_PAGE_FILES)) {
  if (route.includes(':')) continue;
  const name = route === '/' ? 'home.html' : `${route.slice(1).replaceAll('/', '--')}.html`;
  const loading = LOADING_PAGES[route];
  const html =
    route === '/'
      ? documentFor(pageFile, 'page', await renderPage(route))
      : loading
        ? documentFor(pageFile, 'shell', await renderLoadingPage(loading.url), loading.early)
        : documentFor(pageFile, 'shell', await renderShell(route));
  writeFileSync(path.join(outDir, name), html);
  pages[route] = name;
}
writeFileSync(path.join(outDir, 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);

// The guest page in every language (the English one is in pages.json), and its greeting as templates:
// the server picks the reader's language and writes the greeting of the link's guest over its skeleton
// (apps/server/src/http/guest-page.ts).
const GUEST_ROUTE = '/participant/availability';
const guest = { route: GUEST_ROUTE, files: {}, greetings: {} };
for (const locale of LOCALES) {
  const name = locale === 'en' ? pages[GUEST_ROUTE] : `participant--availability.${locale}.html`;
  const { url, early } = LOADING_PAGES[GUEST_ROUTE];
  const html = documentFor(
    PUBLIC_PAGE_FILES[GUEST_ROUTE],
    'shell',
    await renderLoadingPage(url, locale),
    early,
    locale,
  );
  const greeting = await renderGreetingTemplate(locale);
  if (html.split(greeting.skeleton).length !== 2) {
    throw new Error(`The ${locale} guest page does not hold its greeting's skeleton exactly once`);
  }
  writeFileSync(path.join(outDir, name), html);
  guest.files[locale] = name;
  guest.greetings[locale] = greeting;
}
writeFileSync(path.join(outDir, 'guest-page.json'), `${JSON.stringify(guest, null, 2)}\n`);
console.log(`Prerendered ${Object.keys(pages).length} pages into ${path.relative(root, outDir)}`);
