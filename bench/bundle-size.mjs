// Prints the JavaScript and CSS a first visit downloads (gzip bytes), from the build manifest, for the
// landing page and the guest page (the participant link a guest opens from the e-mail): the entry, its
// static imports, the route's lazy chunk with its imports, and the English message catalogues the page
// reads (the i18n loader's dynamic chunks; main.tsx loads them before the first render). Fails when a page
// is over its budget or pulls in another area's code (admin, dashboard, marketing pages).
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(root, 'apps/web/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
const KB = 1024;
// The namespaces each page renders with (see namespacesOf in src/app/router.tsx).
const PAGES = [
  {
    name: 'Landing page (/)',
    route: 'src/app/routes/landing-page.tsx',
    catalogues: ['common', 'landing', 'waitlist'],
    budget: 150 * KB,
  },
  {
    name: 'Guest page (/participant/availability)',
    route: 'src/app/routes/flow/participant-availability-page.tsx',
    // `errors` loads after the first render (ParticipantViewGate), so it is not counted.
    catalogues: ['common', 'participant'],
    // The prerendered guest page asks for the meeting with this script before the app's arrive.
    publicScripts: ['guest-view-early.js'],
    // 164 KB on 2026-11-28, of which React DOM, React Router and TanStack Query are about 115 KB: a guard
    // against growth, not a goal. The one time-zone picker (search by city, country and offset) then
    // brought it to 176 KB; deferring the `errors` catalogue took it back to 173 KB. Holds, quorum rules and
    // "Delete my answer" grew it to 188.5 KB; loading that dialog and the zones' country table only when
    // wanted took it back to 172.5 KB (2026-11-28).
    budget: 175 * KB,
  },
];
const FOREIGN = /src\/app\/routes\/(admin|dashboard|marketing)\//;

if (process.argv.includes('--build') || !existsSync(manifestFile)) {
  execSync('npm run build --silent', { cwd: root, stdio: 'inherit' });
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const kb = (n) => `${(n / KB).toFixed(1)} KB`;

/** The manifest keys a first visit loads: the entry's and the route's static graph, and the catalogues. */
function firstLoad(page) {
  const keys = new Set();
  const collect = (key) => {
    if (!manifest[key] || keys.has(key)) return;
    keys.add(key);
    for (const imported of manifest[key].imports ?? []) collect(imported);
  };
  collect('index.html');
  collect(page.route);
  // Dynamic chunks of the i18n loader; the compile-messages plugin names each by its source file.
  const catalogueKeys = Object.keys(manifest).filter((key) =>
    page.catalogues.some((namespace) => key.endsWith(`/src/i18n/messages/en/${namespace}`)),
  );
  if (catalogueKeys.length !== page.catalogues.length) {
    console.error(`Expected the English catalogues ${page.catalogues.join(', ')} in the manifest.`);
    process.exitCode = 1;
  }
  for (const key of catalogueKeys) collect(key);
  return keys;
}

for (const page of PAGES) {
  const keys = firstLoad(page);
  const files = new Set(page.publicScripts ?? []);
  for (const key of keys) {
    files.add(manifest[key].file);
    for (const css of manifest[key].css ?? []) files.add(css);
  }
  let js = 0;
  let css = 0;
  const rows = [];
  for (const file of files) {
    const bytes = readFileSync(path.join(dist, file));
    const gz = gzipSync(bytes, { level: 9 }).length;
    if (file.endsWith('.css')) css += gz;
    else js += gz;
    rows.push({ file, raw: bytes.length, gzip: gz });
  }
  rows.sort((a, b) => b.gzip - a.gzip);
  console.log(`${page.name} first load, gzip:`);
  for (const r of rows)
    console.log(`  ${r.file.padEnd(56)} ${kb(r.raw).padStart(10)} raw ${kb(r.gzip).padStart(9)} gzip`);
  console.log(
    `  JavaScript: ${kb(js)} in ${rows.length - 1} files (budget ${kb(page.budget)})   CSS: ${kb(css)}`,
  );
  if (js > page.budget) {
    console.error('  Over budget: move code behind a lazy import.');
    process.exitCode = 1;
  }
  const foreign = [...keys].filter((key) => FOREIGN.test(key));
  if (foreign.length > 0) {
    console.error(`  Loads another area's code: ${foreign.join(', ')}`);
    process.exitCode = 1;
  }
}
