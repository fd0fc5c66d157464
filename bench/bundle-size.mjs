// Prints the JavaScript and CSS a first visit to the landing page downloads (gzip bytes), from the
// build manifest: the entry, its static imports, the landing route's lazy chunk with its imports, and the
// English message catalogues the landing loads before it hydrates (the i18n loader's dynamic chunks).
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(root, 'apps/web/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
const LANDING_ROUTE = 'src/app/routes/landing-page.tsx';
const BUDGET_JS_GZIP = 150 * 1024;
// The namespaces the landing page renders with (main.tsx loads them before hydrating; see router.tsx).
const LANDING_CATALOGUES = ['common', 'landing', 'waitlist'];

if (process.argv.includes('--build') || !existsSync(manifestFile)) {
  execSync('npm run build --silent', { cwd: root, stdio: 'inherit' });
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

const files = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(imported);
}
collect('index.html');
collect(LANDING_ROUTE);
// Dynamic chunks of the i18n loader; the compile-messages plugin names each by its source file.
const catalogueKeys = Object.keys(manifest).filter((key) =>
  LANDING_CATALOGUES.some((namespace) => key.endsWith(`/src/i18n/messages/en/${namespace}`)),
);
if (catalogueKeys.length !== LANDING_CATALOGUES.length) {
  console.error(`Expected the English catalogues ${LANDING_CATALOGUES.join(', ')} in the manifest.`);
  process.exitCode = 1;
}
for (const key of catalogueKeys) collect(key);

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
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log('Landing page (/) first load, gzip:');
for (const r of rows)
  console.log(`  ${r.file.padEnd(48)} ${kb(r.raw).padStart(10)} raw ${kb(r.gzip).padStart(9)} gzip`);
console.log(`  JavaScript: ${kb(js)} (budget ${kb(BUDGET_JS_GZIP)})   CSS: ${kb(css)}`);
if (js > BUDGET_JS_GZIP) {
  console.error('Over budget: move code behind a lazy import.');
  process.exitCode = 1;
}
