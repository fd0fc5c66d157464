import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

// V8's explicit compile hint (Chrome 136 and later): a script that starts with this comment has every
// function compiled as it downloads, on a background thread, instead of each one on the main thread the
// first time it runs. Under Lighthouse's phone profile those lazy compiles during the first render were
// long tasks of their own (bench/HISTORY.md, issue #23).
const HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the chunks whose code nearly all runs as a page starts: the entry (React DOM and the app's
 * shell) and the guest page's own chunk. Other chunks keep lazy compiling, which is cheaper for code
 * that mostly does not run.
 */
export function compileHints(isEager: (chunk: { isEntry: boolean; moduleIds: string[] }) => boolean): Plugin {
  return {
    name: 'overlap-compile-hints',
    apply: 'build',
    // Once written: Vite's own last steps put code before the chunk's first line until then.
    writeBundle(options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !isEager(chunk)) continue;
        const file = path.join(options.dir!, chunk.fileName);
        writeFileSync(file, HINT + readFileSync(file, 'utf8'));
      }
    },
  };
}
