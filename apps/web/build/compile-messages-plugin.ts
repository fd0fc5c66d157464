import { readFileSync } from 'node:fs';
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/compile-module.js';
import type { Plugin } from 'vite';

const QUERY = '?messages';
const PREFIX = '\0overlap-messages:';

/**
 * Compiles an ICU catalogue (`src/i18n/messages/<locale>/<namespace>.json`, imported with `?messages`) into
 * a module of small functions at build time, so the browser carries no message parser: only
 * `@messageformat/runtime`'s plural and number helpers.
 */
export function compileMessages(): Plugin {
  return {
    name: 'overlap-compile-messages',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(`.json${QUERY}`)) return null;
      const resolved = await this.resolve(source.slice(0, -QUERY.length), importer, { skipSelf: true });
      // A virtual id that does not end in `.json`, so Vite's JSON plugin leaves the compiled module alone.
      return resolved ? `${PREFIX}${resolved.id.slice(0, -'.json'.length)}` : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = `${id.slice(PREFIX.length)}.json`;
      this.addWatchFile(file);
      const locale = file.split(/[\\/]/).at(-2) ?? 'en';
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      return compileModule(new MessageFormat(locale, { currency: 'EUR' }), messages);
    },
  };
}
