import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder, found by walking up from this module, so that it is the same whether the
 * server runs from its TypeScript sources (`src/`, tests and tsx) or from the compiled bundle (`dist/`).
 */
export const SERVER_ROOT = findServerRoot(path.dirname(fileURLToPath(import.meta.url)));

/** The repository's root folder, so that defaults do not depend on the directory a command runs from. */
export const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');

function findServerRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@overlap/server')
      return dir;
    if (path.dirname(dir) === dir) throw new Error(`The server's package.json was not found above ${start}`);
  }
}
