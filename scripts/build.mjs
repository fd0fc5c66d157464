// Builds what `npm start` runs: the web app (Vite) and the server, compiled once into one JavaScript
// bundle (apps/server/dist/main.js) so that production runs plain Node.js rather than TypeScript through
// a loader. Each part is rebuilt only when its inputs changed since its last build (a hash of the sources
// and the lockfile, kept in node_modules/.cache/overlap-build); `--force` rebuilds anyway and
// `--server-only` leaves the web app alone.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const force = args.has('--force');
const stampFolder = path.join(root, 'node_modules/.cache/overlap-build');

const shared = [
  'packages/contracts/src',
  'packages/contracts/package.json',
  'packages/engine/src',
  'packages/engine/package.json',
  'package-lock.json',
];

const parts = [
  {
    name: 'server',
    inputs: ['apps/server/src', 'apps/server/package.json', ...shared],
    output: 'apps/server/dist/main.js',
    run: buildServer,
  },
  {
    name: 'web app',
    skip: args.has('--server-only'),
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/package.json',
      'apps/web/vite.config.ts',
      'scripts/prerender-web.mjs',
      'scripts/compress-dist.mjs',
      ...shared,
    ],
    output: 'apps/web/dist/index.html',
    run: () => {
      const result = spawnSync('npm', ['run', 'build', '-w', '@overlap/web', '--silent'], {
        cwd: root,
        stdio: 'inherit',
      });
      if (result.status !== 0) throw new Error('The web app did not build (see above).');
    },
  },
];

for (const part of parts) {
  if (part.skip) continue;
  const stampFile = path.join(stampFolder, `${part.name.replace(/\W/g, '-')}.sha256`);
  const digest = hashInputs(part.inputs);
  const fresh =
    existsSync(path.join(root, part.output)) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8') === digest;
  if (fresh && !force) {
    console.log(`${part.name}: up to date (${part.output})`);
    continue;
  }
  const started = performance.now();
  await part.run();
  mkdirSync(stampFolder, { recursive: true });
  writeFileSync(stampFile, digest);
  console.log(`${part.name}: built ${part.output} in ${Math.round(performance.now() - started)} ms`);
}

async function buildServer() {
  await build({
    absWorkingDir: root,
    // The ranking worker is its own entry: worker threads load it beside main.js.
    entryPoints: {
      main: 'apps/server/src/main.ts',
      'ranking-worker': 'apps/server/src/features/meetings/ranking/ranking-worker.ts',
    },
    outdir: 'apps/server/dist',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [
      {
        // Installed packages stay in node_modules; only the workspace's own TypeScript packages are bundled.
        name: 'workspace-only',
        setup(esbuild) {
          esbuild.onResolve({ filter: /^[^./]/ }, (resolveArgs) =>
            resolveArgs.path.startsWith('@overlap/') ? undefined : { path: resolveArgs.path, external: true },
          );
        },
      },
    ],
  });
}

function hashInputs(inputs) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of listFiles(path.join(root, input))) {
      hash.update(path.relative(root, file));
      hash.update('\0');
      hash.update(readFileSync(file));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}

function listFiles(target) {
  if (!existsSync(target)) return [];
  if (!statSync(target).isDirectory()) return [target];
  return readdirSync(target, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}
