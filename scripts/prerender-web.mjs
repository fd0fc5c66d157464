// Prerenders the web app after `vite build`, so a page paints before its JavaScript has arrived:
// - `/`: the landing page as a signed-out visitor first sees it; the browser hydrates it (src/main.tsx).
// - every other public page with a fixed path: the layout around "Loading...", which the browser's first
//   render replaces with the same picture, plus <link rel="modulepreload"> for that page's own chunks, so
//   they download beside the entry script instead of after it.
// Writes dist/prerendered/<page>.html and dist/prerendered/pages.json (path → file), which the server's
// web serving reads; any other path gets the plain dist/index.html.
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
  ['--no-install', 'vite', 'build', '--ssr', 'src/app/prerender.tsx', '--outDir', ssrOut, '--emptyOutDir', '--logLevel', 'warn'],
  { cwd: web, stdio: 'inherit' },
);
if (ssrBuild.status !== 0) throw new Error('The prerender bundle did not build (see above).');
const { PUBLIC_PAGE_FILES, renderPage, renderShell } = await import(
  pathToFileURL(path.join(ssrOut, 'prerender.js')).href
);

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

function preloadsFor(pageFile) {
  const key = `src/app/routes/${pageFile}.tsx`;
  if (!manifest[key]) throw new Error(`The build manifest has no chunk for ${key}`);
  const files = new Set();
  collect(key, files);
  return [...files]
    .filter((file) => !inEntry.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('\n    ');
}

function documentFor(pageFile, kind, html) {
  return template
    .replace('</head>', `  ${preloadsFor(pageFile)}\n  </head>`)
    .replace(ROOT_DIV, `<div id="root" data-prerendered="${kind}">${html}</div>`);
}

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const pages = {};
for (const [route, pageFile] of Object.entries(PUBLIC_PAGE_FILES)) {
  if (route.includes(':')) continue;
  const name = route === '/' ? 'home.html' : `${route.slice(1).replaceAll('/', '--')}.html`;
  const html =
    route === '/'
      ? documentFor(pageFile, 'page', await renderPage(route))
      : documentFor(pageFile, 'shell', renderShell(route));
  writeFileSync(path.join(outDir, name), html);
  pages[route] = name;
}
writeFileSync(path.join(outDir, 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
console.log(`Prerendered ${Object.keys(pages).length} pages into ${path.relative(root, outDir)}`);
