// Lighthouse (mobile and desktop presets) on the landing page and a seeded guest page (the participant
// link a guest opens from the e-mail, with a real token), median of three runs each, in Debian's Chromium.
// Starts the built server on a fresh embedded database, seeded by `npm run demo`. `npm run
// bench:lighthouse` from the repository root; options: `--runs N` (the count), `--pages participant` or
// `--pages /` (one page), `--presets mobile` (one preset), `--dist DIR` (serve another build of the web
// app, e.g. a copy of an earlier apps/web/dist, to compare), `--save DIR` (each run's report as JSON).
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { startDemoServer } from '../../scripts/demo-server.mjs';

function option(name) {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
}
const RUNS = Number(option('--runs') ?? 3);
const PAGES = (option('--pages') ?? '/,participant').split(',');
const PRESETS = (option('--presets') ?? 'mobile,desktop').split(',');
const DIST = option('--dist');
const SAVE = option('--save');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = [
  ['CLS', 'cumulative-layout-shift', (v) => v.toFixed(3)],
  ['LCP', 'largest-contentful-paint', (v) => `${(v / 1000).toFixed(2)} s`],
  ['FCP', 'first-contentful-paint', (v) => `${(v / 1000).toFixed(2)} s`],
  ['TBT', 'total-blocking-time', (v) => `${Math.round(v)} ms`],
];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function audit(name, url, preset, chrome) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    const { categories, audits } = result.lhr;
    if (SAVE) {
      mkdirSync(SAVE, { recursive: true });
      const file = `${name === '/' ? 'landing' : name}-${preset}-${i + 1}.json`;
      writeFileSync(path.join(SAVE, file), JSON.stringify(result.lhr));
    }
    runs.push({
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round(categories[c].score * 100)])),
      metrics: Object.fromEntries(METRICS.map(([name, id]) => [name, audits[id].numericValue])),
      failing: CATEGORIES.flatMap((c) =>
        categories[c].auditRefs
          .filter((ref) => ref.weight > 0 && (audits[ref.id].score ?? 1) < 0.9)
          .map((ref) => `${c}: ${ref.id}`),
      ),
    });
  }
  return runs;
}

const { baseUrl, demoOutput, stop } = await startDemoServer({ dist: DIST });
const participantUrl = demoOutput.match(/https?:\/\/\S+\/participant\/availability\?token=\S+/)?.[0];
if (!participantUrl) {
  await stop();
  throw new Error(`the demo printed no participant link:\n${demoOutput}`);
}

let chrome;
try {
  chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const pages = [
    ['/', `${baseUrl}/`],
    ['participant', participantUrl],
  ].filter(([name]) => PAGES.includes(name));
  const load = () => loadavg()[0].toFixed(1);
  console.log(`Lighthouse ${RUNS} runs each, median (targets: 95+ every category, CLS < 0.05)`);
  console.log(`  web app: ${DIST ?? 'apps/web/dist'}; load average (1 min) at the start: ${load()}`);
  console.log(
    `  ${'page'.padEnd(12)} ${'preset'.padEnd(8)} ${'perf'.padStart(4)} ${'a11y'.padStart(4)} ${'bp'.padStart(4)} ${'seo'.padStart(4)}   ${METRICS.map(([n]) => n.padEnd(8)).join(' ')}`,
  );
  for (const [name, url] of pages) {
    for (const preset of PRESETS) {
      const runs = await audit(name, url, preset, chrome);
      const scores = CATEGORIES.map((c) => String(median(runs.map((r) => r.scores[c]))).padStart(4));
      const metrics = METRICS.map(([n, , format]) => format(median(runs.map((r) => r.metrics[n]))).padEnd(8));
      console.log(`  ${name.padEnd(12)} ${preset.padEnd(8)} ${scores.join(' ')}   ${metrics.join(' ')}`);
      const failing = [...new Set(runs.flatMap((r) => r.failing))];
      if (failing.length > 0) console.log(`    below 90 in some run: ${failing.join(', ')}`);
    }
  }
  console.log(`  load average (1 min) at the end: ${load()}`);
} finally {
  await chrome?.kill();
  await stop();
}
